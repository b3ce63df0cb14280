import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenClaimsSchema, authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { issueAccessToken } from '../auth/accessTokens.ts';
import { ensureDemoAdmin } from '../auth/admins.ts';
import { authContext } from '../auth/context.ts';
import { requireAdmin } from '../auth/guards.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import {
  type AuthTestApp,
  accessTokenFor,
  cookieSet,
  createAuthTestApp,
  generousRateLimits,
  signInThroughSandbox,
} from '../auth/testKit.ts';

const refreshCookie = '__Host-refresh_cs_skins';
const demoAdminPassword = 'correct horse battery staple';
const adminOnlyPath = '/api/test-only/admin-area';

const decodePayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('tokens and sessions', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({
      // An admin route like the later admin issues will add, guarded by requireAdmin.
      beforeReady: (app) => app.get(adminOnlyPath, { preHandler: requireAdmin }, async () => ({ ok: true })),
    });
    await ensureDemoAdmin(t.db, demoAdminPassword);
  });
  afterAll(() => t.close());

  const refresh = (token: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(authEndpoints.refresh)}`,
      cookies: token === undefined ? {} : { [refreshCookie]: token },
    });
  const getProfile = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: { authorization: `Bearer ${accessToken}` } });
  const adminArea = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: adminOnlyPath, headers: { authorization: `Bearer ${accessToken}` } });
  const adminLogin = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(authEndpoints.adminLogin)}`,
      payload: { username: 'admin', password },
    });

  it('issues an HS256 access token with the agreed claims, valid 15 minutes', async () => {
    const token = await accessTokenFor(t.app, await signInThroughSandbox(t.app));
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = accessTokenClaimsSchema.parse(decodePayload(token));
    expect(claims).toMatchObject({ is_admin: false, type: 'access', iss: 'http://localhost:3000' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect((await getProfile(token)).statusCode).toBe(200);
  });

  it('gives every access token its own id, even two issued in the same second', async () => {
    const context = await authContext(t.app);
    const now = new Date();
    const user = { id: 1, is_admin: false };
    const [first, second] = await Promise.all([
      issueAccessToken(context, user, now),
      issueAccessToken(context, user, now),
    ]);
    expect(decodePayload(first).jti).toEqual(expect.any(String));
    expect(decodePayload(first).jti).not.toBe(decodePayload(second).jti);
  });

  it('answers auth/me only for a live session cookie, without rotating it', async () => {
    const refreshToken = await signInThroughSandbox(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(authEndpoints.me)}`,
      cookies: { [refreshCookie]: refreshToken },
    });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json())).toEqual(['access_token']);
    expect(cookieSet(me, refreshCookie)).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/${endpointPath(authEndpoints.me)}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'No active session' });
  });

  it('rotates the refresh token on every refresh; the answer carries the access token only', async () => {
    const first = await signInThroughSandbox(t.app);
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['access_token']);
    const second = cookieSet(response, refreshCookie);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const third = cookieSet(await refresh(second), refreshCookie);
    expect(third).toBeDefined();
    expect(third).not.toBe(second);
  });

  it('refuses a refresh without a cookie, or with an unknown one, with 401 {message}', async () => {
    expect((await refresh(undefined)).json()).toEqual({ message: 'No active session' });
    const unknown = await refresh('not-a-token-we-issued');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toHaveProperty('message');
  });

  it('gives two tabs refreshing at once the same successor (grace window)', async () => {
    const token = await signInThroughSandbox(t.app);
    const [tabA, tabB] = await Promise.all([refresh(token), refresh(token)]);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect(cookieSet(tabA, refreshCookie)).toBe(cookieSet(tabB, refreshCookie));
    expect((await refresh(cookieSet(tabB, refreshCookie))).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const stolen = await signInThroughSandbox(t.app);
    const successor = cookieSet(await refresh(stolen), refreshCookie);
    const latest = cookieSet(await refresh(successor), refreshCookie);
    // The rotation happened a minute ago, well past the grace window.
    await t.db.query(
      "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Your session has expired, please sign in again' });
    expect(reuse.cookies.find((cookie) => cookie.name === refreshCookie)?.value).toBe('');
    // The legitimate holder's newest token is dead too: the thief and the user both have to sign in again.
    expect((await refresh(latest)).statusCode).toBe(401);
  });

  it('ends every session 30 days after sign-in, however often it was refreshed', async () => {
    const token = await signInThroughSandbox(t.app);
    const successor = cookieSet(await refresh(token), refreshCookie);
    await t.db.query("UPDATE refresh_tokens SET family_expires_at = now() - interval '1 second'");
    expect((await refresh(successor)).statusCode).toBe(401);
  });

  it('logout revokes the family and clears both cookies', async () => {
    const token = await signInThroughSandbox(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(authEndpoints.logout)}`,
      cookies: { [refreshCookie]: token },
    });
    expect(logout.statusCode).toBe(200);
    for (const name of [refreshCookie, 'session_cs_skins']) {
      expect(logout.cookies.find((cookie) => cookie.name === name)?.value).toBe('');
    }
    expect((await refresh(token)).statusCode).toBe(401);
  });

  describe('access tokens that must be refused', () => {
    let userId: number;
    let validToken: string;
    beforeAll(async () => {
      validToken = await accessTokenFor(t.app, await signInThroughSandbox(t.app));
      userId = Number(decodePayload(validToken).sub);
    });

    it('an expired one', async () => {
      const context = await authContext(t.app);
      const expired = await issueAccessToken(
        context,
        { id: userId, is_admin: false },
        new Date(Date.now() - 16 * 60_000),
      );
      const response = await getProfile(expired);
      expect(response.statusCode).toBe(401);
    });

    it('one with alg:none', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ ...decodePayload(validToken), is_admin: true })).toString(
        'base64url',
      );
      expect((await getProfile(`${header}.${payload}.`)).statusCode).toBe(401);
    });

    it('one signed with another key, or with a changed payload', async () => {
      const forged = await new SignJWT(decodePayload(validToken))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('a key that is not the server secret at all'));
      expect((await getProfile(forged)).statusCode).toBe(401);
      const [header, , signature] = validToken.split('.');
      const changed = Buffer.from(JSON.stringify({ ...decodePayload(validToken), sub: String(userId + 1) })).toString(
        'base64url',
      );
      expect((await getProfile(`${header}.${changed}.${signature}`)).statusCode).toBe(401);
    });

    it.each([
      ['a wrong issuer', { iss: 'https://evil.example' }],
      ['a wrong audience', { aud: 'another-api' }],
      ['a type other than access', { type: 'refresh' }],
    ])('one with %s', async (_name, claims) => {
      const context = await authContext(t.app);
      const token = await new SignJWT({ ...decodePayload(validToken), ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(context.accessTokenKey);
      expect((await getProfile(token)).statusCode).toBe(401);
    });

    it('the refresh token used as an access token', async () => {
      const refreshToken = await signInThroughSandbox(t.app);
      expect((await getProfile(refreshToken)).statusCode).toBe(401);
    });

    it('a malformed authorization header, or none', async () => {
      for (const authorization of [`Basic ${validToken}`, `Bearer`, `Bearer ${validToken} extra`]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/users/profile/', headers: { authorization } });
        expect(response.statusCode).toBe(401);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/users/profile/' })).statusCode).toBe(401);
    });

    it('one issued before the user was banned (tokens_valid_after)', async () => {
      const refreshToken = await signInThroughSandbox(t.app, { persona_name: 'Soon Banned' });
      const token = await accessTokenFor(t.app, refreshToken);
      expect((await getProfile(token)).statusCode).toBe(200);
      await revokeAllSessions(t.db, Number(decodePayload(token).sub));
      expect((await getProfile(token)).statusCode).toBe(401);
      expect((await refresh(refreshToken)).statusCode).toBe(401);
    });
  });

  describe('admin', () => {
    it('signs in with the password and gets the same token pair', async () => {
      const response = await adminLogin(demoAdminPassword);
      expect(response.statusCode).toBe(200);
      const token = response.json<{ access_token: string }>().access_token;
      expect(decodePayload(token)).toMatchObject({ is_admin: true, type: 'access' });
      expect(cookieSet(response, refreshCookie)).toBeDefined();
      expect((await adminArea(token)).statusCode).toBe(200);
    });

    it('refuses a wrong password or an unknown user with one message', async () => {
      const wrong = await adminLogin('not the password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
      const unknown = await t.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(authEndpoints.adminLogin)}`,
        payload: { username: 'nobody', password: demoAdminPassword },
      });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('stores the password scrypt-hashed, never in clear', async () => {
      const { rows } = await t.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE username = 'admin'",
      );
      expect(rows[0]?.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(rows[0]?.password_hash).not.toContain(demoAdminPassword);
    });

    it('refuses a signed-in user on an admin route with 403', async () => {
      const token = await accessTokenFor(t.app, await signInThroughSandbox(t.app));
      expect((await adminArea(token)).statusCode).toBe(403);
    });

    it("refuses a demoted admin's still-valid token on an admin route at once", async () => {
      const response = await adminLogin(demoAdminPassword);
      const token = response.json<{ access_token: string }>().access_token;
      expect((await adminArea(token)).statusCode).toBe(200);
      await t.db.query("UPDATE users SET is_admin = false WHERE username = 'admin'");
      try {
        expect(decodePayload(token).is_admin).toBe(true);
        expect((await adminArea(token)).statusCode).toBe(403);
      } finally {
        await t.db.query("UPDATE users SET is_admin = true WHERE username = 'admin'");
      }
    });

    // A second app (a database of its own) and five scrypt hashes (128 MiB each): slow on a busy 2-core machine.
    it('rate-limits the admin login with 429 and Retry-After', { timeout: 60_000 }, async () => {
      const limited = await createAuthTestApp({
        auth: { rateLimits: { ...generousRateLimits, adminLogin: { max: 3, timeWindowMs: 60_000 } } },
      });
      try {
        await ensureDemoAdmin(limited.db, demoAdminPassword);
        const attempt = (password: string) =>
          limited.app.inject({
            method: 'POST',
            url: `/api/${endpointPath(authEndpoints.adminLogin)}`,
            payload: { username: 'admin', password },
          });
        for (let count = 0; count < 3; count++) expect((await attempt('guess')).statusCode).toBe(401);
        const blocked = await attempt(demoAdminPassword);
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        expect(cookieSet(blocked, refreshCookie)).toBeUndefined();
      } finally {
        await limited.close();
      }
    });
  });
});
