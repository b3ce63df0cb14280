import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  companyInfoQuery,
  countriesQuery,
  currenciesQuery,
  displayCurrencyCode,
  listKeys,
  listStaleTime,
  paymentGatewaysQuery,
} from './lists.queries.ts';
import { sendContactForm } from './support.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const companyInfo = {
  name: 'Skins Market OÜ',
  registrationNumber: '16512345',
  address: { street: 'Narva mnt 7', postalCode: '10117', city: 'Tallinn', country: 'Estonia' },
  contact: { email: 'support@example.test', phone: '+3726000000' },
};

/** One suite per list; `read` fetches the query through a fresh client, as a page would. */
function describeListQuery(
  key: string,
  query: { queryKey: readonly unknown[]; staleTime?: unknown },
  read: (client: QueryClient) => Promise<unknown>,
  path: string,
  answer: JsonBodyType,
) {
  describe(key, () => {
    it(`reads GET ${path} and keeps it 5 minutes under ['lists', '${key}']`, async () => {
      server.use(http.get(`${apiRoot}${path}`, () => HttpResponse.json(answer)));
      expect(await read(new QueryClient())).toEqual(answer);
      expect(query.staleTime).toBe(listStaleTime);
      expect(listStaleTime).toBe(300_000);
      expect(query.queryKey).toEqual([...listKeys.all, key]);
    });

    it('rejects an answer that does not match the contract', async () => {
      server.use(http.get(`${apiRoot}${path}`, () => HttpResponse.json({ unexpected: true })));
      await expect(read(new QueryClient())).rejects.toHaveProperty('name', 'SchemaValidationError');
    });
  });
}

describeListQuery('currencies', currenciesQuery, (client) => client.fetchQuery(currenciesQuery), 'payments/currency/', [
  { id: 1, code: 'EUR' },
]);
describeListQuery('countries', countriesQuery, (client) => client.fetchQuery(countriesQuery), 'users/countries', [
  { code: 'FR', name: 'France' },
]);
describeListQuery(
  'paymentGateways',
  paymentGatewaysQuery,
  (client) => client.fetchQuery(paymentGatewaysQuery),
  'payments/payment_gateways/',
  [{ id: 2, method_name: 'Card', image: '/api/static/images/gateways/card.svg' }],
);
describeListQuery(
  'companyInfo',
  companyInfoQuery,
  (client) => client.fetchQuery(companyInfoQuery),
  'static/company_info/',
  companyInfo,
);

describe('sendContactForm', () => {
  it("posts the body to users/contact_form/ and returns the server's detail", async () => {
    let received: unknown;
    server.use(
      http.post(`${apiRoot}users/contact_form/`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ detail: 'Your message has been sent.' });
      }),
    );
    const body = { full_name: 'Ada Lovelace', email: 'ada@example.test', message: 'Where is my trade offer?' };
    await expect(sendContactForm(body)).resolves.toEqual({ detail: 'Your message has been sent.' });
    expect(received).toEqual(body);
  });
});

describe('displayCurrencyCode', () => {
  const currencies = [
    { id: 1, code: 'USD' as const },
    { id: 2, code: 'EUR' as const },
    { id: 3, code: 'AUD' as const },
  ];

  it('is the code of the chosen currency', () => {
    expect(displayCurrencyCode(currencies, 3)).toBe('AUD');
  });

  it('is EUR while the list or the choice is unknown, or the choice is not in the list', () => {
    expect(displayCurrencyCode(undefined, 1)).toBe('EUR');
    expect(displayCurrencyCode(currencies, undefined)).toBe('EUR');
    expect(displayCurrencyCode(currencies, 99)).toBe('EUR');
  });
});
