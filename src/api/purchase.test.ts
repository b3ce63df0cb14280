import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/i18n.ts';
import { idempotencyKeySchema, purchaseEndpoints } from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { databaseTroubleMessages } from '#contract/errors.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import {
  checkInventoryOpen,
  fetchCheckoutOrigins,
  inventoryCheckFailureOf,
  newIdempotencyKey,
  purchase,
  purchaseFailureOf,
  purchaseSuccessMessage,
} from './purchase.ts';
import { httpFailure, jsonFailure, mswUrl, requestFailure } from './testing.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = { checkout_url: 'https://pay.example.com/checkout/cs_1', message: 'Waiting for payment', order_id: 3 };

interface Received {
  url: string;
  key: string | null;
  body: string;
}

/** Both purchase endpoints answer `answer` and record what they received. */
function recordPurchases(): Received[] {
  const received: Received[] = [];
  const record = async ({ request }: { request: Request }) => {
    received.push({ url: request.url, key: request.headers.get('idempotency-key'), body: await request.text() });
    return HttpResponse.json(answer);
  };
  server.use(
    http.post(`${apiRoot}payments/cart/purchase/:gateway/`, record),
    http.post(`${apiRoot}payments/skin/purchase/:gateway/`, record),
  );
  return received;
}

describe('purchase', () => {
  it('buys the cart with the chosen gateway in the path, the total shown, the consent and the Idempotency-Key header', async () => {
    const received = recordPurchases();
    expect(await purchase({ kind: 'cart', gatewayId: 2 }, { amount: 69.74, currency: 'EUR' }, 'key-cart-0001')).toEqual(
      answer,
    );
    expect(received).toEqual([
      {
        url: `${apiRoot}payments/cart/purchase/2/`,
        key: 'key-cart-0001',
        body: JSON.stringify({
          total: 69.74,
          currency: 'EUR',
          immediate_delivery_consent: immediateDeliveryConsent.version,
        }),
      },
    ]);
  });

  it('buys one skin with {skin_id}, the price shown and the consent in the body', async () => {
    const received = recordPurchases();
    await purchase({ kind: 'skin', gatewayId: 1, skinId: 42 }, { amount: 12.5, currency: 'USD' }, 'key-skin-0001');
    expect(received).toEqual([
      {
        url: `${apiRoot}payments/skin/purchase/1/`,
        key: 'key-skin-0001',
        body: JSON.stringify({
          skin_id: 42,
          price: 12.5,
          currency: 'USD',
          immediate_delivery_consent: immediateDeliveryConsent.version,
        }),
      },
    ]);
  });

  it('never retries a purchase by itself, even on a 503', async () => {
    let calls = 0;
    server.use(
      http.post(`${apiRoot}payments/cart/purchase/1/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Down' }, { status: 503 });
      }),
    );
    await expect(
      purchase({ kind: 'cart', gatewayId: 1 }, { amount: 1, currency: 'EUR' }, 'key-cart-0002'),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const keys = Array.from({ length: 20 }, newIdempotencyKey);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('inventory and allowlist', () => {
  it('reads inventory_open', async () => {
    server.use(http.get(mswUrl(purchaseEndpoints.inventoryOpen), () => HttpResponse.json({ inventory_open: false })));
    expect(await checkInventoryOpen()).toBe(false);
  });

  it('reads the checkout origins', async () => {
    server.use(
      http.get(mswUrl(purchaseEndpoints.checkoutOrigins), () =>
        HttpResponse.json({ origins: ['https://pay.example.com'] }),
      ),
    );
    expect(await fetchCheckoutOrigins()).toEqual(['https://pay.example.com']);
  });

  it("words Steam's outage in the active language's text and anything else per spec §8", async () => {
    const outage = await jsonFailure(
      { detail: 'Steam is not answering right now. Please try again in a few minutes.' },
      503,
    );
    expect(inventoryCheckFailureOf(outage)).toBe(
      'Steam is not answering right now. Please try again in a few minutes.',
    );
    expect(inventoryCheckFailureOf(await jsonFailure({ detail: 'Too many requests' }, 429))).toBe('Too many requests');
  });
});

describe('purchaseFailureOf (spec §8, locked items)', () => {
  it('keeps the locked skins and the message of a purchase error body', async () => {
    const error = await jsonFailure({ message: 'Some skins are no longer available', locked_skins: [4, 5] }, 409);
    expect(purchaseFailureOf(error)).toEqual({
      message: 'Some skins are no longer available',
      lockedSkinIds: [4, 5],
      outcomeUnknown: false,
    });
  });

  it('treats "already being processed" as an unknown outcome, to be replayed with the same key', async () => {
    const error = await jsonFailure({ message: 'This purchase is already being processed', locked_skins: [] }, 409);
    expect(purchaseFailureOf(error).outcomeUnknown).toBe(true);
  });

  it('shows another body as spec §8 formats it', async () => {
    expect(purchaseFailureOf(await jsonFailure({ detail: 'Authentication failed.' }, 401))).toEqual({
      message: 'Authentication failed.',
      lockedSkinIds: [],
      outcomeUnknown: false,
    });
  });

  it("says a database outage's 503 in the shopper's words, as an unknown outcome to press again", async () => {
    const outage = await jsonFailure({ detail: databaseTroubleMessages.unavailable }, 503);
    expect(purchaseFailureOf(outage)).toEqual({
      message: databaseTroubleMessages.unavailable,
      lockedSkinIds: [],
      outcomeUnknown: true,
    });
    activateLocale('fr');
    try {
      expect(purchaseFailureOf(outage).message).toBe(
        'La boutique se reconnecte à sa base de données. Réessayez dans quelques secondes.',
      );
    } finally {
      activateSourceLocale();
    }
  });

  it('counts a server failure or a lost connection as an unknown outcome', async () => {
    expect(purchaseFailureOf(await httpFailure(502, '<html>Bad gateway</html>', 'text/html'))).toEqual({
      message: 'Something went wrong',
      lockedSkinIds: [],
      outcomeUnknown: true,
    });
    const offline = purchaseFailureOf(await requestFailure(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(offline.outcomeUnknown).toBe(true);
    expect(offline.message).toMatch(/will not make a second order/);
  });
});

describe('purchaseSuccessMessage (spec §4)', () => {
  it("says the server's message, or 'Waiting for payment' when it is empty", () => {
    expect(purchaseSuccessMessage({ ...answer, message: 'Order #3 created' })).toBe('Order #3 created');
    expect(purchaseSuccessMessage({ ...answer, message: ' ' })).toBe('Waiting for payment');
  });
});
