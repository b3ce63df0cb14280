import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '#contract/admin/audit.ts';
import { adminOrderEndpoints, adminOrderMessages } from '#contract/admin/orders.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { type OrderStatus, orderStatuses } from '#contract/orders.ts';
import { shopContext } from '../../orders/context.ts';
import {
  type Buyer,
  buySkin,
  callEndpoint,
  createShopTestApp,
  type EndpointCall,
  orderState,
  paidOrder,
  runUntil,
  type ShopTestApp,
  workerFor,
} from '../../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;
let camille: Buyer;
let admin: Buyer;

/** An admin is a user whose row says so: the server never trusts the token's flag. */
async function promote(buyer: Buyer, isAdmin = true) {
  await shop.db.query('UPDATE users SET is_admin = $2 WHERE id = $1', [buyer.userId, isAdmin]);
}

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
  admin = await shop.buyer(3);
  await promote(admin);
}, 60_000);
afterAll(() => shop.close());

const call = (endpoint: Endpoint, who: Parameters<typeof callEndpoint>[2], options?: EndpointCall) =>
  callEndpoint(shop.app, endpoint, who, options);

const auditRows = async (orderId: number) =>
  (
    await shop.db.query<{ action: string; admin_id: number; reason: string | null; before: unknown; after: unknown }>(
      `SELECT action, admin_id, reason, before, after FROM admin_audit WHERE target_type = 'order' AND target_id = $1
       ORDER BY id`,
      [String(orderId)],
    )
  ).rows;
const transitionCount = async (orderId: number) =>
  (await shop.db.query<{ n: number }>('SELECT count(*) AS n FROM order_transitions WHERE order_id = $1', [orderId]))
    .rows[0]?.n;

/** An order of one fresh skin put straight into `status` (a fixture: the state matrix needs every state). */
async function orderIn(status: OrderStatus, context: Record<string, unknown> = {}): Promise<number> {
  const [skinId] = await shop.availableSkins(1);
  const answer = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number }>();
  await shop.db.query(
    `UPDATE orders SET status = $2, context = context || $3::jsonb, next_run_at = now() + interval '1 day' WHERE id = $1`,
    [answer.order_id, status, JSON.stringify({ offerAttempts: 1, paymentId: 'pi_test', ...context })],
  );
  return answer.order_id;
}

describe('admin routes: who may call them', () => {
  const reason = { reason: 'Buyer asked by mail' };
  const routes: [string, Endpoint, EndpointCall][] = [
    ['orders list', adminOrderEndpoints.list, {}],
    ['buyer search', adminOrderEndpoints.buyers, { query: 'q=a' }],
    ['trade bots', adminOrderEndpoints.bots, {}],
    ['order page', adminOrderEndpoints.detail, { params: { id: 999_999 } }],
    ['refund', adminOrderEndpoints.refund, { params: { id: 999_999 }, body: reason }],
    ['re-send', adminOrderEndpoints.resend, { params: { id: 999_999 }, body: reason }],
    ['cancel', adminOrderEndpoints.cancel, { params: { id: 999_999 }, body: reason }],
    ['note', adminOrderEndpoints.note, { params: { id: 999_999 }, body: { text: 'Called the buyer' } }],
    [
      'create order',
      adminOrderEndpoints.create,
      { body: { user_id: 999_999, skin_ids: [1], payment: 'paid_outside', gateway_id: 1 } },
    ],
    ['audit log', auditEndpoints.list, {}],
  ];

  it.each(routes)(
    '%s: visitor 401, user 403, admin through, admin demoted mid-session 403',
    async (_, endpoint, options) => {
      const visitor = await call(endpoint, undefined, options);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ detail: expect.any(String) });
      const user = await call(endpoint, alex, options);
      expect(user.statusCode).toBe(403);
      expect(user.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      expect([401, 403]).not.toContain((await call(endpoint, admin, options)).statusCode);

      // The same token, after the role was taken away in the database.
      await promote(admin, false);
      try {
        expect((await call(endpoint, admin, options)).statusCode).toBe(403);
      } finally {
        await promote(admin);
      }
    },
  );
});

describe('admin order actions from every state', () => {
  const allowed: Record<'refund' | 'resend' | 'cancel', Partial<Record<OrderStatus, OrderStatus>>> = {
    refund: {
      paid: 'refunded',
      offer_declined: 'refunded',
      offer_expired: 'refunded',
      offer_suspicious: 'refunded',
      delivered: 'refunded',
    },
    // After a tampered offer, the admin's re-send is the confirmation the order waits for.
    resend: { offer_declined: 'paid', offer_expired: 'paid', offer_suspicious: 'paid' },
    cancel: { awaiting_payment: 'payment_expired' },
  };

  for (const action of ['refund', 'resend', 'cancel'] as const) {
    for (const status of orderStatuses) {
      const target = allowed[action][status];
      it(`${action} from ${status}: ${target ? `moves to ${target} with one audit row` : '409, nothing written'}`, async () => {
        const orderId = await orderIn(status);
        const before = await orderState(shop.db, orderId);
        const transitionsBefore = await transitionCount(orderId);
        const answer = await call(adminOrderEndpoints[action], admin, {
          params: { id: orderId },
          body: { reason: 'Checked with the buyer' },
        });
        if (target) {
          expect(answer.statusCode).toBe(200);
          expect(answer.json().status).toBe(target);
          expect((await orderState(shop.db, orderId))?.status).toBe(target);
          const audit = await auditRows(orderId);
          expect(audit).toHaveLength(1);
          expect(audit[0]).toMatchObject({
            action: `order.${action}`,
            admin_id: admin.userId,
            reason: 'Checked with the buyer',
            before: { status },
            after: { status: target },
          });
          const { rows } = await shop.db.query<{ admin_id: number; to_status: string }>(
            'SELECT admin_id, to_status FROM order_transitions WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
            [orderId],
          );
          expect(rows[0]).toEqual({ admin_id: admin.userId, to_status: target });
        } else {
          expect(answer.statusCode).toBe(409);
          expect(answer.json()).toEqual({ detail: adminOrderMessages[`${action}NotAllowed`] });
          expect(await orderState(shop.db, orderId)).toEqual(before);
          expect(await auditRows(orderId)).toEqual([]);
          expect(await transitionCount(orderId)).toBe(transitionsBefore);
        }
      });
    }
  }

  it('re-sends one offer past the cap, not two', async () => {
    const orderId = await orderIn('offer_declined', { offerAttempts: 3 });
    const resend = () =>
      call(adminOrderEndpoints.resend, admin, { params: { id: orderId }, body: { reason: 'Declined by mistake' } });
    expect((await resend()).statusCode).toBe(200);
    await shop.db.query(
      `UPDATE orders SET status = 'offer_declined', context = context || '{"offerAttempts": 4}' WHERE id = $1`,
      [orderId],
    );
    expect((await resend()).statusCode).toBe(409);
  });

  it('a refund puts the skins back in the store', async () => {
    const orderId = await orderIn('offer_declined');
    const { rows } = await shop.db.query<{ item_id: number }>('SELECT item_id FROM order_items WHERE order_id = $1', [
      orderId,
    ]);
    await call(adminOrderEndpoints.refund, admin, { params: { id: orderId }, body: { reason: 'Buyer gave up' } });
    const { rows: items } = await shop.db.query<{ available: boolean }>('SELECT available FROM items WHERE id = $1', [
      rows[0]?.item_id,
    ]);
    expect(items[0]?.available).toBe(true);
  });

  it('refunds once, asking the gateway once, when the refund is sent twice at once', async () => {
    const orderId = await paidOrder(shop, camille);
    const context = await shopContext(shop.app);
    const realGatewayFor = context.gatewayFor;
    let refunds = 0;
    context.gatewayFor = (gatewayId) => {
      const gateway = realGatewayFor(gatewayId);
      return (
        gateway && {
          ...gateway,
          refund: async (...args) => {
            refunds += 1;
            return gateway.refund(...args);
          },
        }
      );
    };
    try {
      const request = () =>
        call(adminOrderEndpoints.refund, admin, { params: { id: orderId }, body: { reason: 'Double click' } });
      const answers = await Promise.all([request(), request()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(refunds).toBe(1);
      expect(await auditRows(orderId)).toHaveLength(1);
      const { rows } = await shop.db.query('SELECT 1 FROM refunds WHERE order_id = $1', [orderId]);
      expect(rows).toHaveLength(1);
    } finally {
      context.gatewayFor = realGatewayFor;
    }
  });

  it('adds an internal note to the timeline of any order, without changing it', async () => {
    const orderId = await orderIn('refunded');
    const before = await orderState(shop.db, orderId);
    const answer = await call(adminOrderEndpoints.note, admin, {
      params: { id: orderId },
      body: { text: 'Buyer called: refund seen on their card' },
    });
    expect(answer.json()).toEqual({ message: adminOrderMessages.noted, status: 'refunded' });
    expect(await orderState(shop.db, orderId)).toEqual(before);
    const page = (await call(adminOrderEndpoints.detail, admin, { params: { id: orderId } })).json();
    expect(page.timeline.at(-1)).toMatchObject({
      event: 'admin.note',
      from_status: 'refunded',
      to_status: 'refunded',
      actor: { kind: 'admin', name: expect.any(String) },
      text: 'Buyer called: refund seen on their card',
    });
    expect(await auditRows(orderId)).toMatchObject([{ action: 'order.note' }]);
  });
});

describe('admin order page', () => {
  it('shows items, buyer, payment, delivery, the timeline with who, and the allowed actions', async () => {
    const orderId = await paidOrder(shop, camille);
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, orderId, 'delivered');
    const answer = await call(adminOrderEndpoints.detail, admin, { params: { id: orderId } });
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page.items).toHaveLength(1);
    expect(page.buyer).toMatchObject({ id: camille.userId, steam_id: '76561198000000002' });
    expect(page.payment.events.map((event: { type: string }) => event.type)).toContain('checkout.session.completed');
    expect(page.delivery).toMatchObject({
      bot_name: 'SkinsMarket Bot #1 (sandbox)',
      attempts: 1,
      offer_state: 'Accepted',
    });
    expect(page.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'payment.succeeded',
      'offer.sent',
      'offer.needsConfirmation',
      'offer.confirmed',
      'offer.accepted',
    ]);
    expect(page.timeline[0].actor).toEqual({ kind: 'webhook', name: null });
    expect(page.timeline[1].actor).toEqual({ kind: 'worker', name: null });
    expect(page.actions).toEqual(['refund', 'note']);
  });

  it('lists the trade bots with their sign-in state', async () => {
    const answer = await call(adminOrderEndpoints.bots, admin, {});
    expect(answer.json()).toEqual([
      {
        account_name: 'sandbox_bot',
        persona_name: 'SkinsMarket Bot #1 (sandbox)',
        state: 'online',
        last_error: null,
        failed_sign_ins: 0,
        next_sign_in_at: null,
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await call(adminOrderEndpoints.detail, admin, { params: { id: 999_999 } })).statusCode).toBe(404);
    const bad = await shop.app.inject({ method: 'GET', url: '/api/admin/orders/abc/', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('admin orders list', () => {
  it('filters by status, buyer and total, sorts and pages', async () => {
    const declined = await orderIn('offer_declined');
    for (let more = 0; more < 5; more += 1) await orderIn('delivered');
    const list = (query: string) => call(adminOrderEndpoints.list, admin, { query });
    const byStatus = (await list('status=offer_declined,delivered')).json();
    expect(byStatus.results.map((row: { id: number }) => row.id)).toContain(declined);
    for (const row of byStatus.results) expect(['offer_declined', 'delivered']).toContain(row.status);

    const byBuyer = (await list('buyer=7656119800000000')).json();
    expect(byBuyer.results.length).toBeGreaterThan(0);
    const byCamille = (await list('buyer=76561198000000002')).json();
    for (const row of byCamille.results) expect(row.buyer.id).toBe(camille.userId);

    const sorted = (await list('sort=total_desc&page_size=5')).json();
    const totals = sorted.results.map((row: { total: number }) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(sorted).toMatchObject({ page: 1, page_size: 5, has_more: true });
    const second = (await list('sort=total_desc&page_size=5&page=2')).json();
    expect(second.results[0].total).toBeLessThanOrEqual(totals.at(-1));

    const row = byStatus.results.find((candidate: { id: number }) => candidate.id === declined);
    expect(row).toMatchObject({ item_count: 1, offer_attempts: 1, currency: 'EUR', buyer: { id: alex.userId } });
    const code = (await list(`code=${row.code.slice(0, 4).toLowerCase()}`)).json();
    expect(code.results.map((candidate: { id: number }) => candidate.id)).toContain(declined);
    expect((await list(`total_min=${row.total}&total_max=${row.total}`)).json().results.length).toBeGreaterThan(0);
  });

  it('refuses bad filters with a clear message', async () => {
    const bad = await call(adminOrderEndpoints.list, admin, { query: 'status=lost&page_size=500&sort=cheap' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['status.0', 'page_size', 'sort']));
  });
});

describe('create order', () => {
  const create = (body: Record<string, unknown>, who = admin) => call(adminOrderEndpoints.create, who, { body });

  it('paid outside: goes straight to delivery and is delivered to the user', async () => {
    const [skinId] = await shop.availableSkins(1);
    const answer = await create({ user_id: alex.userId, skin_ids: [skinId], payment: 'paid_outside', gateway_id: 2 });
    expect(answer.statusCode).toBe(201);
    const created = answer.json();
    expect(created).toMatchObject({ status: 'paid', checkout_url: null, currency: 'EUR' });
    await runUntil(await workerFor(shop.app), shop.db, created.order_id, 'delivered');
    const mine = await shop.app.inject({ method: 'GET', url: '/api/payments/orders/', headers: alex.headers });
    expect(mine.json().map((order: { id: number; status: string }) => [order.id, order.status])).toContainEqual([
      created.order_id,
      'delivered',
    ]);
    expect(await auditRows(created.order_id)).toMatchObject([{ action: 'order.create', admin_id: admin.userId }]);
  });

  it('refunding an order paid outside the site records the refund without asking the gateway', async () => {
    const [skinId] = await shop.availableSkins(1);
    const created = (
      await create({ user_id: alex.userId, skin_ids: [skinId], payment: 'paid_outside', gateway_id: 1 })
    ).json();
    const context = await shopContext(shop.app);
    const realGatewayFor = context.gatewayFor;
    let refunds = 0;
    context.gatewayFor = (gatewayId) => {
      const gateway = realGatewayFor(gatewayId);
      return (
        gateway && {
          ...gateway,
          refund: async () => {
            refunds += 1;
          },
        }
      );
    };
    try {
      const answer = await call(adminOrderEndpoints.refund, admin, {
        params: { id: created.order_id },
        body: { reason: 'Paid back by bank transfer' },
      });
      expect(answer.json()).toMatchObject({ status: 'refunded' });
      expect(refunds).toBe(0);
      const { rows } = await shop.db.query('SELECT 1 FROM refunds WHERE order_id = $1', [created.order_id]);
      expect(rows).toHaveLength(1);
    } finally {
      context.gatewayFor = realGatewayFor;
    }
  });

  it('checkout link: waits for payment and gives the link to pass on', async () => {
    const [skinId] = await shop.availableSkins(1);
    const created = (
      await create({ user_id: camille.userId, skin_ids: [skinId], payment: 'checkout_link', gateway_id: 1 })
    ).json();
    expect(created.status).toBe('awaiting_payment');
    expect(new URL(created.checkout_url).origin).toBe('http://localhost:3000');
  });

  it('lowers a price only with a reason, never raises it', async () => {
    const [skinId, other] = await shop.availableSkins(2);
    const noReason = await create({
      user_id: alex.userId,
      skin_ids: [skinId],
      payment: 'paid_outside',
      gateway_id: 1,
      prices: [{ skin_id: skinId, price: 0.5 }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['Say why the price is lowered'] });
    const raised = await create({
      user_id: alex.userId,
      skin_ids: [other],
      payment: 'paid_outside',
      gateway_id: 1,
      prices: [{ skin_id: other, price: 99_999 }],
      reason: 'Loyal customer',
    });
    expect(raised.json()).toEqual({ detail: adminOrderMessages.priceAboveCatalogue });
    const lowered = await create({
      user_id: alex.userId,
      skin_ids: [other],
      payment: 'paid_outside',
      gateway_id: 1,
      prices: [{ skin_id: other, price: 0.5 }],
      reason: 'Loyal customer',
    });
    expect(lowered.json()).toMatchObject({ total: 0.5 });
    expect(await auditRows(lowered.json().order_id)).toMatchObject([{ reason: 'Loyal customer' }]);
  });

  it('needs a user with a valid trade link', async () => {
    const [skinId] = await shop.availableSkins(1);
    await shop.db.query("UPDATE users SET steam_trade_link = 'https://example.com/' WHERE id = $1", [admin.userId]);
    const answer = await create({ user_id: admin.userId, skin_ids: [skinId], payment: 'paid_outside', gateway_id: 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ detail: adminOrderMessages.noTradeLink });
    expect(
      (await create({ user_id: 999_999, skin_ids: [skinId], payment: 'paid_outside', gateway_id: 1 })).statusCode,
    ).toBe(404);
  });

  it('cannot take a reserved or sold skin: two admins racing for one skin make one order', async () => {
    await promote(camille);
    try {
      const [skinId] = await shop.availableSkins(1);
      const body = { user_id: alex.userId, skin_ids: [skinId], payment: 'paid_outside', gateway_id: 1 };
      const answers: LightMyRequestResponse[] = await Promise.all([create(body, admin), create(body, camille)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const { rows } = await shop.db.query('SELECT order_id FROM order_items WHERE item_id = $1', [skinId]);
      expect(rows).toHaveLength(1);
      const again = await create(body);
      expect(again.json()).toEqual({ detail: adminOrderMessages.skinsUnavailable });
    } finally {
      await promote(camille, false);
    }
  });
});

describe('audit log', () => {
  it('lists actions newest first, filtered by admin, target and action', async () => {
    const orderId = await orderIn('paid');
    await call(adminOrderEndpoints.note, admin, { params: { id: orderId }, body: { text: 'First' } });
    await call(adminOrderEndpoints.refund, admin, { params: { id: orderId }, body: { reason: 'Second' } });
    const page = (
      await call(auditEndpoints.list, admin, {
        query: `target_type=order&target_id=${orderId}&admin_id=${admin.userId}`,
      })
    ).json();
    expect(page.results.map((entry: { action: string }) => entry.action)).toEqual(['order.refund', 'order.note']);
    expect(page.results[0]).toMatchObject({ admin: { id: admin.userId }, reason: 'Second', target_type: 'order' });
    const refundsOnly = (await call(auditEndpoints.list, admin, { query: 'action=order.refund&page_size=1' })).json();
    expect(refundsOnly.results).toHaveLength(1);
    expect(refundsOnly.results[0].action).toBe('order.refund');
  });
});
