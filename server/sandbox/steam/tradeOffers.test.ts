import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Buyer,
  createShopTestApp,
  orderState,
  paidOrder,
  runUntil,
  type ShopTestApp,
  workerFor,
} from '../../orders/testKit.ts';
import type { OrderWorker } from '../../orders/worker.ts';

const camille = '76561198000000002';
const alex = '76561198000000001';
const pageOf = (steamId: string) => `/sandbox/steam/profiles/${steamId}/tradeoffers/`;

let shop: ShopTestApp;
let buyer: Buyer;
let worker: OrderWorker;

beforeAll(async () => {
  shop = await createShopTestApp();
  buyer = await shop.buyer(2);
  worker = await workerFor(shop.app, 60_000);
}, 60_000);
afterAll(() => shop.close());

const post = (steamId: string, form: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: pageOf(steamId),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const offerIdOf = async (orderId: number) => {
  const { rows } = await shop.db.query<{ offer_id: string }>(
    "SELECT context->>'offerId' AS offer_id FROM orders WHERE id = $1",
    [orderId],
  );
  return rows[0]?.offer_id ?? '';
};

describe('SANDBOX trade offers page of a buyer', () => {
  it('lets a tester who answers by hand decline an offer, which the worker sees as declined', async () => {
    expect((await post(camille, { answering: 'by_hand' })).statusCode).toBe(303);
    const orderId = await paidOrder(shop, buyer);
    // Confirmed by the bot and left waiting: the sandbox buyer no longer accepts it by themself.
    await runUntil(worker, shop.db, orderId, 'offer_sent');
    for (let round = 0; round < 3; round += 1) await worker.runOnce();
    expect((await orderState(shop.db, orderId))?.status).toBe('offer_sent');
    const offerId = await offerIdOf(orderId);

    const page = await shop.app.inject({ method: 'GET', url: pageOf(camille) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain(`Offer ${offerId} · 1 item`);
    expect(page.body).toContain('Waiting for your answer');
    expect(page.body).toMatch(/value="by_hand" checked/);
    expect(page.body).not.toMatch(/<script|\son\w+=/i);

    // Only the buyer the offer went to can answer it.
    expect((await post(alex, { offer: offerId, answer: 'accept' })).statusCode).toBe(409);
    expect((await post(camille, { offer: offerId, answer: 'decline' })).statusCode).toBe(303);
    expect((await post(camille, { offer: offerId, answer: 'accept' })).statusCode).toBe(409);
    await runUntil(worker, shop.db, orderId, 'offer_declined');
    expect((await shop.app.inject({ method: 'GET', url: pageOf(camille) })).body).toContain('Trade declined');
  });

  it('accepts offers by itself again once the tester switches back', async () => {
    expect((await post(camille, { answering: 'auto' })).statusCode).toBe(303);
    const orderId = await paidOrder(shop, buyer);
    await runUntil(worker, shop.db, orderId, 'delivered');
  });

  it('refuses unknown accounts and incomplete forms', async () => {
    expect((await shop.app.inject({ method: 'GET', url: pageOf('76561198999999999') })).statusCode).toBe(404);
    expect((await post(camille, { answer: 'accept' })).statusCode).toBe(400);
  });
});
