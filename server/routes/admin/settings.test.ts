import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSettings, maintenanceMessage, settingsEndpoints } from '#contract/admin/settings.ts';
import { cartEndpoints, cartMessages } from '#contract/cart.ts';
import { type Endpoint, endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { type Buyer, buySkin, callEndpoint, createShopTestApp, type ShopTestApp } from '../../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;
let admin: Buyer;
let demoted: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  admin = await shop.buyer(2);
  demoted = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = ANY($1::int[])', [[admin.userId, demoted.userId]]);
  // Demoted after signing in: the token still says admin, the database no longer does.
  await shop.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.userId]);
}, 60_000);
afterAll(() => shop.close());

const call = (endpoint: Endpoint, who: Buyer | undefined, body?: unknown) =>
  callEndpoint(shop.app, endpoint, who, { body });

const current = async () => (await call(settingsEndpoints.read, admin)).json<AdminSettings>();
const bodyOf = (settings: AdminSettings) => ({
  ...settings,
  payment_methods: settings.payment_methods.map(({ id, shown }) => ({ id, shown })),
});
const save = async (change: (settings: ReturnType<typeof bodyOf>) => void, who: Buyer = admin) => {
  const body = bodyOf(await current());
  change(body);
  return call(settingsEndpoints.save, who, body);
};

describe('settings routes: who may call them', () => {
  it.each([
    ['read', settingsEndpoints.read],
    ['save', settingsEndpoints.save],
  ] as const)('%s: visitor 401, user 403, demoted admin 403, admin allowed', async (_name, endpoint) => {
    const body = endpoint.method === 'PUT' ? bodyOf(await current()) : undefined;
    expect((await call(endpoint, undefined, body)).statusCode).toBe(401);
    expect((await call(endpoint, alex, body)).statusCode).toBe(403);
    expect((await call(endpoint, demoted, body)).statusCode).toBe(403);
    expect((await call(endpoint, admin, body)).statusCode).toBe(200);
  });

  it('the public part is for everyone', async () => {
    const answer = await call(settingsEndpoints.public, undefined);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ cart_item_limit: 50, maintenance_mode: false, home_notice: { en: '', fr: '' } });
  });
});

describe('saving settings', () => {
  it('refuses values out of bounds, field by field, and changes nothing', async () => {
    const answer = await save((body) => {
      body.cart_item_limit = 0;
      body.service_fee_percent = 80;
      body.currency_rates.EUR = -1;
      body.home_notice.fr = 'x'.repeat(501);
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json()).sort()).toEqual([
      'cart_item_limit',
      'currency_rates.EUR',
      'home_notice.fr',
      'service_fee_percent',
    ]);
    expect((await current()).cart_item_limit).toBe(50);
  });

  it('names a company detail by its path, so the form can say it under that field', async () => {
    const answer = await save((body) => {
      body.company_info.address.city = ' ';
      body.company_info.contact.email = 'support.example';
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      'company_info.address.city': ['This field is required'],
      'company_info.contact.email': ['Invalid email address'],
    });
  });

  it('refuses a payment method list that is not every method once, or shows none', async () => {
    const missing = await save((body) => body.payment_methods.pop());
    expect(missing.statusCode).toBe(400);
    const hidden = await save((body) => {
      for (const method of body.payment_methods) method.shown = false;
    });
    expect(hidden.statusCode).toBe(400);
    const unknown = await save((body) => {
      body.payment_methods[0] = { id: 99, shown: true };
    });
    expect(unknown.json()).toEqual({ payment_methods: ['List every payment method exactly once'] });
  });

  it('a change is seen by the next request, and audited with what changed', async () => {
    const answer = await save((body) => {
      body.cart_item_limit = 1;
      body.home_notice = { en: 'Summer sale', fr: 'Soldes d’été' };
      body.payment_methods.reverse();
      const last = body.payment_methods.at(-1);
      if (last) last.shown = false;
    });
    expect(answer.statusCode).toBe(200);
    expect((await call(settingsEndpoints.public, undefined)).json()).toMatchObject({
      cart_item_limit: 1,
      home_notice: { en: 'Summer sale', fr: 'Soldes d’été' },
    });
    const gateways = await shop.app.inject({ method: 'GET', url: '/api/payments/payment_gateways/' });
    expect(gateways.json<{ id: number }[]>().map((gateway) => gateway.id)).toEqual([4, 3, 2]);

    const [first, second] = await shop.availableSkins(2);
    const add = (skinId: number) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(cartEndpoints.add)}`,
        headers: alex.headers,
        payload: { skin_id: skinId },
      });
    expect((await add(first as number)).statusCode).toBe(200);
    const full = await add(second as number);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: cartMessages.cartFull });

    const { rows } = await shop.db.query<{ action: string; admin_id: number; before: object; after: object }>(
      "SELECT action, admin_id, before, after FROM admin_audit WHERE target_type = 'settings' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({
      action: 'settings.update',
      admin_id: admin.userId,
      before: { cart_item_limit: 50, home_notice: { en: '', fr: '' } },
      after: { cart_item_limit: 1, home_notice: { en: 'Summer sale', fr: 'Soldes d’été' } },
    });
    expect(Object.keys(rows[0]?.after ?? {}).sort()).toEqual(['cart_item_limit', 'home_notice', 'payment_methods']);
    await shop.db.query('DELETE FROM cart_items WHERE user_id = $1', [alex.userId]);
  });

  it('a new service fee prices the next search at once', async () => {
    const search = async () =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/${endpointPath(storeEndpoints.search)}?game=csgo&sort=lowest_price`,
        })
      ).json<{
        items: { price: number }[];
      }>().items[0]?.price;
    const before = await search();
    await save((body) => {
      body.service_fee_percent = 25;
    });
    const after = await search();
    expect(after).toBeCloseTo(((before as number) / 1.05) * 1.25, 1);
  });

  it('maintenance mode refuses purchases with its notice, and lifting it lets them through', async () => {
    await save((body) => {
      body.maintenance_mode = true;
    });
    const [skinId] = await shop.availableSkins(1);
    // Gateway 4: the earlier test hid gateway 1.
    const refused = await buySkin(shop.app, alex, skinId as number, undefined, 4);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: maintenanceMessage, locked_skins: [] });
    // Browsing stays open.
    expect(
      (await shop.app.inject({ method: 'GET', url: `/api/${endpointPath(storeEndpoints.search)}?game=csgo` }))
        .statusCode,
    ).toBe(200);

    await save((body) => {
      body.maintenance_mode = false;
    });
    expect((await buySkin(shop.app, alex, skinId as number, undefined, 4)).statusCode).toBe(200);
  });
});
