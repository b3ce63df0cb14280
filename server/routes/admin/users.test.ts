import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminUserAnswer, adminUserEndpoints, adminUserMessages } from '#contract/admin/users.ts';
import { authFailureMessages } from '#contract/auth.ts';
import { type Endpoint, endpointPath } from '#contract/endpoint.ts';
import { profileEndpoints } from '#contract/profile.ts';
import { accessTokenFor, callBack, signInAtSandbox, signInThroughSandbox } from '../../auth/testKit.ts';
import {
  type Buyer,
  callEndpoint,
  createShopTestApp,
  type EndpointCall,
  paidOrder,
  type ShopTestApp,
  signInBuyer,
} from '../../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;
let camille: Buyer;
let admin: Buyer;
let demoted: Buyer;

const steamIdOf = (account: number) => `76561198000000${String(account).padStart(3, '0')}`;
const newSandboxAccount = async (account: number, personaName: string) => {
  await shop.db.query('INSERT INTO sandbox_steam_accounts (steam_id, persona_name) VALUES ($1, $2)', [
    steamIdOf(account),
    personaName,
  ]);
  return steamIdOf(account);
};

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
  admin = await signInBuyer(shop.app, shop.db, await newSandboxAccount(10, 'Admin Ada'));
  demoted = await signInBuyer(shop.app, shop.db, await newSandboxAccount(11, 'Former Admin'));
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
  await shop.db.query("UPDATE users SET email = 'alex@example.com' WHERE id = $1", [alex.userId]);
  await paidOrder(shop, alex);
}, 60_000);
afterAll(() => shop.close());

const call = (endpoint: Endpoint, who: Parameters<typeof callEndpoint>[2], options?: EndpointCall) =>
  callEndpoint(shop.app, endpoint, who, options);
const reason = { reason: 'Chargeback fraud on three orders' };
const auditOf = async (userId: number) =>
  (
    await shop.db.query<{ action: string; admin_id: number; reason: string | null }>(
      "SELECT action, admin_id, reason FROM admin_audit WHERE target_type = 'user' AND target_id = $1 ORDER BY id",
      [String(userId)],
    )
  ).rows;
const validEdit = (account: number) => ({
  street_address: '1 Rue de Rivoli',
  zip_code: '75001',
  phone: '+33123456789',
  country: 'FR',
  steam_trade_link: `https://steamcommunity.com/tradeoffer/new/?partner=${Number(BigInt(steamIdOf(account)) - 76561197960265728n)}&token=Ab12Cd34`,
  email: 'camille@example.com',
});

describe('admin user routes: who may call them', () => {
  const routes: [string, Endpoint, EndpointCall][] = [
    ['list', adminUserEndpoints.list, {}],
    ['detail', adminUserEndpoints.detail, { params: { id: 999_999 } }],
    ['edit', adminUserEndpoints.edit, { params: { id: 999_999 }, body: validEdit(2) }],
    ['role', adminUserEndpoints.role, { params: { id: 999_999 }, body: { is_admin: true, ...reason } }],
    ['ban', adminUserEndpoints.ban, { params: { id: 999_999 }, body: reason }],
    ['unban', adminUserEndpoints.unban, { params: { id: 999_999 }, body: reason }],
    ['sign out everywhere', adminUserEndpoints.signOutEverywhere, { params: { id: 999_999 }, body: reason }],
    [
      'create',
      adminUserEndpoints.create,
      { body: { steam_id: '76561198000000999', username: 'Nobody', email: 'n@example.com' } },
    ],
  ];

  it.each(routes)(
    '%s: visitor 401, user 403, demoted admin 403, admin passes the guard',
    async (_name, endpoint, options) => {
      await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [demoted.userId]);
      await shop.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.userId]);
      expect((await call(endpoint, undefined, options)).statusCode).toBe(401);
      expect((await call(endpoint, alex, options)).statusCode).toBe(403);
      expect((await call(endpoint, demoted, options)).statusCode).toBe(403);
      expect([200, 201, 404]).toContain((await call(endpoint, admin, options)).statusCode);
    },
  );
  it('only the admin’s call did anything', async () => {
    const { rows } = await shop.db.query<{ admin_id: number }>(
      `SELECT admin_audit.admin_id FROM users JOIN admin_audit ON admin_audit.target_id = users.id::text
       WHERE users.steam_id = '76561198000000999' AND admin_audit.action = 'user.create'`,
    );
    expect(rows).toEqual([{ admin_id: admin.userId }]);
    await shop.db.query("DELETE FROM admin_audit WHERE action = 'user.create'");
    await shop.db.query("DELETE FROM users WHERE steam_id = '76561198000000999'");
  });
});

describe('the users list', () => {
  it('searches by the start of the name, SteamID64 or e-mail', async () => {
    const names = async (query: string) =>
      (await call(adminUserEndpoints.list, admin, { query }))
        .json<{ results: { id: number }[] }>()
        .results.map((row) => row.id);
    expect(await names('q=ALEX%40example')).toEqual([alex.userId]);
    expect(await names(`q=${steamIdOf(2)}`)).toEqual([camille.userId]);
    expect(await names('q=camille')).toEqual([camille.userId]);
    expect(await names('q=%25')).toEqual([]);
  });

  it('filters admins, banned users and buyers, and sorts by orders and spending', async () => {
    const page = async (query: string) =>
      (await call(adminUserEndpoints.list, admin, { query })).json<{
        results: { id: number; orders_count: number; amount_spent_usd: number }[];
        has_more: boolean;
      }>();
    expect((await page('admin=true')).results.map((row) => row.id)).toContain(admin.userId);
    expect((await page('admin=true')).results.map((row) => row.id)).not.toContain(alex.userId);
    const buyers = await page('has_orders=true&sort=amount_spent');
    expect(buyers.results[0]).toMatchObject({ id: alex.userId, orders_count: 1 });
    expect(buyers.results[0]?.amount_spent_usd).toBeGreaterThan(0);
    expect((await page('has_orders=false')).results.map((row) => row.id)).not.toContain(alex.userId);
    const firstPage = await page('page_size=1&sort=joined_asc');
    expect(firstPage.results).toHaveLength(1);
    expect(firstPage.has_more).toBe(true);
    expect((await call(adminUserEndpoints.list, admin, { query: 'sort=richest' })).statusCode).toBe(400);
  });

  it('shows a user with orders, purchases and active sign-ins with their browser', async () => {
    await signInThroughSandbox(shop.app, { account: steamIdOf(1) });
    const detail = (await call(adminUserEndpoints.detail, admin, { params: { id: alex.userId } })).json();
    expect(detail.orders).toHaveLength(1);
    expect(detail.sessions.length).toBeGreaterThanOrEqual(2);
    expect(detail.sessions[0].user_agent).toBe('lightMyRequest');
  });
});

describe('editing a user', () => {
  it('applies the shopper’s own settings rules, and audits the change', async () => {
    const own = await shop.app.inject({
      method: 'PATCH',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: camille.headers,
      payload: { ...validEdit(2), phone: '12345' },
    });
    const byAdmin = await call(adminUserEndpoints.edit, admin, {
      params: { id: camille.userId },
      body: { ...validEdit(2), phone: '12345' },
    });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toEqual(own.json());

    const foreignLink = await call(adminUserEndpoints.edit, admin, {
      params: { id: camille.userId },
      body: validEdit(1),
    });
    expect(foreignLink.statusCode).toBe(400);
    expect(foreignLink.json()).toHaveProperty('steam_trade_link');
    const smuggled = await call(adminUserEndpoints.edit, admin, {
      params: { id: camille.userId },
      body: { ...validEdit(2), is_admin: true },
    });
    expect(smuggled.statusCode).toBe(400);

    const saved = await call(adminUserEndpoints.edit, admin, { params: { id: camille.userId }, body: validEdit(2) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminUserAnswer>().user).toMatchObject({ phone: '+33123456789', country: 'FR', is_admin: false });
    expect(await auditOf(camille.userId)).toEqual([{ action: 'user.edit', admin_id: admin.userId, reason: null }]);
  });
});

describe('bans', () => {
  it('ends the user’s session at once: the next request is refused, the refresh says why, Steam sign-in too', async () => {
    const steamId = await newSandboxAccount(20, 'Fraudster');
    const refreshToken = await signInThroughSandbox(shop.app, { account: steamId });
    const token = { authorization: `Bearer ${await accessTokenFor(shop.app, refreshToken)}` };
    const profile = () =>
      shop.app.inject({ method: 'GET', url: `/api/${endpointPath(profileEndpoints.profile)}`, headers: token });
    expect((await profile()).statusCode).toBe(200);
    const { rows } = await shop.db.query<{ id: number }>('SELECT id FROM users WHERE steam_id = $1', [steamId]);
    const userId = rows[0]?.id as number;

    const ban = await call(adminUserEndpoints.ban, admin, { params: { id: userId }, body: reason });
    expect(ban.statusCode).toBe(200);
    expect(ban.json<AdminUserAnswer>().user).toMatchObject({ ban_reason: reason.reason, sessions: [] });

    expect((await profile()).statusCode).toBe(401);
    const refresh = await shop.app.inject({
      method: 'POST',
      url: '/api/users/token/refresh/',
      cookies: { '__Host-refresh_cs_skins': refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toEqual({ message: authFailureMessages.banned });

    const { callbackUrl, state } = await signInAtSandbox(shop.app, { account: steamId });
    const signIn = await callBack(shop.app, callbackUrl, state);
    expect(String(signIn.headers.location)).toMatch(/\?auth_error=banned$/);
    expect(String(signIn.headers['set-cookie'] ?? '')).not.toContain('__Host-refresh_cs_skins=');

    expect((await call(adminUserEndpoints.ban, admin, { params: { id: userId }, body: reason })).statusCode).toBe(409);
    const unban = await call(adminUserEndpoints.unban, admin, {
      params: { id: userId },
      body: { reason: 'Bank cleared it' },
    });
    expect(unban.json<AdminUserAnswer>().user.banned_at).toBeNull();
    await expect(signInThroughSandbox(shop.app, { account: steamId })).resolves.toEqual(expect.any(String));
    expect((await auditOf(userId)).map((entry) => entry.action)).toEqual(['user.ban', 'user.unban']);
  });

  it('an admin cannot ban themself, and a reason is required', async () => {
    const self = await call(adminUserEndpoints.ban, admin, { params: { id: admin.userId }, body: reason });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: adminUserMessages.selfBan });
    const noReason = await call(adminUserEndpoints.ban, admin, { params: { id: alex.userId }, body: { reason: ' ' } });
    expect(noReason.statusCode).toBe(400);
  });
});

describe('admin rights', () => {
  it('the last admin cannot be demoted, nor an admin demote themself', async () => {
    const self = await call(adminUserEndpoints.role, admin, {
      params: { id: admin.userId },
      body: { is_admin: false, ...reason },
    });
    expect(self.json()).toEqual({ detail: adminUserMessages.selfDemotion });
  });

  it('a demotion acts at once on the demoted admin’s open session', async () => {
    const granted = await call(adminUserEndpoints.role, admin, {
      params: { id: camille.userId },
      body: { is_admin: true, reason: 'New support lead' },
    });
    expect(granted.json<AdminUserAnswer>().user.is_admin).toBe(true);
    // The role is read from the database: Camille's open session is an admin's from her next request.
    const camilleAdmin = camille;
    expect((await call(adminUserEndpoints.list, camilleAdmin)).statusCode).toBe(200);

    const lastStanding = await call(adminUserEndpoints.role, camilleAdmin, {
      params: { id: admin.userId },
      body: { is_admin: false, reason: 'Left the company' },
    });
    expect(lastStanding.statusCode).toBe(200);
    expect(lastStanding.json<AdminUserAnswer>().user.is_admin).toBe(false);
    expect((await call(adminUserEndpoints.list, admin)).statusCode).toBe(401);

    const refused = await call(adminUserEndpoints.role, camilleAdmin, {
      params: { id: camilleAdmin.userId },
      body: { is_admin: false, ...reason },
    });
    expect(refused.statusCode).toBe(409);
    await call(adminUserEndpoints.role, camilleAdmin, {
      params: { id: admin.userId },
      body: { is_admin: true, ...reason },
    });
    // Tokens carry whole seconds: one issued in the second of the demotion counts as older than it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    admin = await signInBuyer(shop.app, shop.db, steamIdOf(10));
    expect((await call(adminUserEndpoints.list, admin)).statusCode).toBe(200);
  });

  it('refuses to demote the last admin', async () => {
    await shop.db.query('UPDATE users SET is_admin = false WHERE id <> $1', [admin.userId]);
    const { rows } = await shop.db.query<{ id: number }>(
      "INSERT INTO users (username, is_admin) VALUES ('Ghost admin', false) RETURNING id",
    );
    // Only the acting admin is left: demoting anyone else is a no-op, demoting themself is refused.
    const other = await call(adminUserEndpoints.role, admin, {
      params: { id: rows[0]?.id as number },
      body: { is_admin: false, ...reason },
    });
    expect(other.statusCode).toBe(200);
    const self = await call(adminUserEndpoints.role, admin, {
      params: { id: admin.userId },
      body: { is_admin: false, ...reason },
    });
    expect(self.statusCode).toBe(409);
  });
});

describe('creating a user', () => {
  it('checks the SteamID64, refuses a second account for it, and hands the account over at sign-in', async () => {
    const badId = await call(adminUserEndpoints.create, admin, {
      body: { steam_id: '12345', username: 'Neo', email: 'neo@example.com' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toHaveProperty('steam_id');

    const steamId = await newSandboxAccount(30, 'Thomas Anderson');
    const created = await call(adminUserEndpoints.create, admin, {
      body: { steam_id: steamId, username: 'Neo', email: 'neo@example.com' },
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json<AdminUserAnswer>().user.id;
    const again = await call(adminUserEndpoints.create, admin, {
      body: { steam_id: steamId, username: 'Neo 2', email: 'neo2@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: adminUserMessages.steamIdTaken });

    const token = await accessTokenFor(shop.app, await signInThroughSandbox(shop.app, { account: steamId }));
    const profile = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ username: 'Neo', email: 'neo@example.com' });
    const { rows } = await shop.db.query<{ id: number }>('SELECT id FROM users WHERE steam_id = $1', [steamId]);
    expect(rows).toEqual([{ id: userId }]);
    expect(await auditOf(userId)).toEqual([{ action: 'user.create', admin_id: admin.userId, reason: null }]);
  });
});
