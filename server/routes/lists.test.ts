import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import {
  companyInfoSchema,
  countryListSchema,
  currencyListSchema,
  listEndpoints,
  paymentGatewayListSchema,
} from '#contract/lists.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

describe('the reference lists', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (path: string) => testApp.app.inject({ method: 'GET', url: `/api/${path}` });

  const cachedLists = { ...listEndpoints, reviews: reviewEndpoints.published };
  it.each(Object.entries(cachedLists).map(([name, endpoint]) => [name, endpointPath(endpoint)]))(
    '%s (%s) may be cached for 5 minutes',
    async (_name, path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    },
  );

  it('lists the three currencies with their ids', async () => {
    const currencies = currencyListSchema.parse((await get(endpointPath(listEndpoints.currencies))).json());
    expect(currencies).toEqual([
      { id: 1, code: 'USD' },
      { id: 2, code: 'EUR' },
      { id: 3, code: 'AUD' },
    ]);
  });

  it('lists every ISO 3166-1 country once, with English names, sorted by name', async () => {
    const countries = countryListSchema.parse((await get(endpointPath(listEndpoints.countries))).json());
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((country) => country.code)).size).toBe(249);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries).toEqual(
      expect.arrayContaining([
        { code: 'FR', name: 'France' },
        { code: 'AU', name: 'Australia' },
        { code: 'US', name: 'United States' },
        { code: 'CW', name: 'Curaçao' },
      ]),
    );
    // Regions that are no country, and codes withdrawn from the standard.
    for (const notACountry of ['EU', 'UN', 'ZZ', 'XK', 'QO', 'AC', 'DD', 'SU', 'YU', 'UK', 'AN']) {
      expect(countries.map((country) => country.code)).not.toContain(notACountry);
    }
  });

  it('lists the payment gateways with logos served by the API', async () => {
    const gateways = paymentGatewayListSchema.parse((await get(endpointPath(listEndpoints.paymentGateways))).json());
    expect(gateways.length).toBeGreaterThanOrEqual(3);
    for (const gateway of gateways) {
      expect(gateway.image).toMatch(/^\/api\/static\/images\/gateways\/[a-z-]+\.svg$/);
      const logo = await testApp.app.inject({ method: 'GET', url: gateway.image });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.body).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="[^"]+"/);
    }
  });

  it('answers 404 in JSON for a logo that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/static/images/gateways/nope.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it("gives the company's details from the settings", async () => {
    const before = companyInfoSchema.parse((await get(endpointPath(listEndpoints.companyInfo))).json());
    expect(before.name).not.toBe('');
    const renamed = { ...before, name: 'Renamed Trading Ltd' };
    await testApp.db.query("UPDATE settings SET value = $1 WHERE key = 'company_info'", [JSON.stringify(renamed)]);
    expect((await get(endpointPath(listEndpoints.companyInfo))).json()).toEqual(renamed);
  });
});
