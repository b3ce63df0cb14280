import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { nonceMaxAgeMs } from '../auth/openid.ts';
import {
  type AuthTestApp,
  callBack,
  cookieSet,
  createAuthTestApp,
  generousRateLimits,
  signInAtSandbox,
  testPublicOrigin,
} from '../auth/testKit.ts';

const refreshCookie = '__Host-refresh_cs_skins';
const alexSteamId = '76561198000000001';

describe('Steam sign-in (OpenID 2.0 relying party) through the sandbox provider', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.providerCalls.length = 0;
    t.answerProviderWith(undefined);
  });

  const steamUsers = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM users WHERE steam_id IS NOT NULL')).rows[0]?.n;

  it('redirects to the configured provider with a checkid_setup request and a Lax state cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(authEndpoints.steamLogin)}?env=local`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${testPublicOrigin}/sandbox/steam/openid/login`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.realm': `${testPublicOrigin}/`,
    });
    const returnTo = new URL(location.searchParams.get('openid.return_to') ?? '');
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe(
      `${testPublicOrigin}/api/${endpointPath(authEndpoints.steamCallback)}`,
    );
    expect(returnTo.searchParams.get('env')).toBe('local');
    const state = response.cookies.find((cookie) => cookie.name === 'openid_state_cs_skins');
    expect(state).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(state?.value).toBe(returnTo.searchParams.get('state'));
    expect(state?.value.length).toBeGreaterThanOrEqual(40);
  });

  it('refuses an unknown env with 400 and never redirects', async () => {
    for (const env of ['evil', 'https://evil.example', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(authEndpoints.steamLogin)}?env=${encodeURIComponent(env)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('signs in on the happy path: one check_authentication, a session, then /auth-success without tokens', async () => {
    const { callbackUrl, state } = await signInAtSandbox(t.app);
    const response = await callBack(t.app, callbackUrl, state);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${testPublicOrigin}/auth-success`);
    expect(t.providerCalls).toHaveLength(1);
    expect(t.providerCalls[0]?.get('openid.mode')).toBe('check_authentication');
    const refresh = response.cookies.find((cookie) => cookie.name === refreshCookie);
    expect(refresh).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const thirtyDays = 30 * 24 * 60 * 60;
    expect(refresh?.maxAge).toBeGreaterThan(thirtyDays - 5);
    expect(refresh?.maxAge).toBeLessThanOrEqual(thirtyDays);
    expect(response.cookies.find((cookie) => cookie.name === 'session_cs_skins')).toMatchObject({
      value: '1',
      sameSite: 'Strict',
    });
    expect(response.cookies.find((cookie) => cookie.name === 'openid_state_cs_skins')?.value).toBe('');
    const { rows } = await t.db.query<{ username: string; avatar: string }>(
      'SELECT username, avatar FROM users WHERE steam_id = $1',
      [alexSteamId],
    );
    expect(rows[0]).toEqual({
      username: 'Alex "Headshot" Martin',
      avatar: `${testPublicOrigin}/sandbox/steam/avatars/${alexSteamId}.svg`,
    });
  });

  it('gives a typed-in name the same deterministic Steam id every time', async () => {
    const first = await signInAtSandbox(t.app, { persona_name: 'Zoe Tester' });
    const second = await signInAtSandbox(t.app, { persona_name: 'zoe tester' });
    const id = (assertion: { callbackUrl: URL }) => assertion.callbackUrl.searchParams.get('openid.claimed_id');
    expect(id(first)).toMatch(/^https:\/\/steamcommunity\.com\/openid\/id\/7656119\d{10}$/);
    expect(id(first)).toBe(id(second));
  });

  /** A fresh valid assertion, changed by `tamper`, sent back with the right state cookie unless told otherwise. */
  async function callbackWith(tamper: (params: URLSearchParams) => void, options: { cookie?: string | null } = {}) {
    const { callbackUrl, state } = await signInAtSandbox(t.app);
    tamper(callbackUrl.searchParams);
    const usersBefore = await steamUsers();
    const cookie = options.cookie === null ? undefined : (options.cookie ?? state);
    const response = await callBack(t.app, callbackUrl, cookie);
    expect(cookieSet(response, refreshCookie)).toBeUndefined();
    expect(await steamUsers()).toBe(usersBefore);
    return response;
  }

  const refusedWith = (code: string) => `${testPublicOrigin}/?auth_error=${code}`;
  const otherIdentity = 'https://steamcommunity.com/openid/id/76561198000000002';

  describe('refuses before any outbound call when a local check fails', () => {
    const localRejections: [string, (params: URLSearchParams) => void, string][] = [
      ['mode is not id_res', (p) => p.set('openid.mode', 'setup_needed'), 'invalid_assertion'],
      ['the user cancelled', (p) => p.set('openid.mode', 'cancel'), 'cancelled'],
      [
        'op_endpoint is another server',
        (p) => p.set('openid.op_endpoint', 'https://evil.example/openid/login'),
        'invalid_assertion',
      ],
      [
        'op_endpoint is the real Steam while ours is configured',
        (p) => p.set('openid.op_endpoint', 'https://steamcommunity.com/openid/login'),
        'invalid_assertion',
      ],
      ['claimed_id differs from identity', (p) => p.set('openid.claimed_id', otherIdentity), 'invalid_assertion'],
      [
        'claimed_id on a look-alike host (steamcommunity.com.evil.com)',
        (p) => {
          const forged = 'https://steamcommunity.com.evil.com/openid/id/76561198000000001';
          p.set('openid.claimed_id', forged);
          p.set('openid.identity', forged);
        },
        'invalid_assertion',
      ],
      [
        'claimed_id with an unescaped-dot look-alike (steamcommunityXcom)',
        (p) => {
          const forged = 'https://steamcommunityXcom/openid/id/76561198000000001';
          p.set('openid.claimed_id', forged);
          p.set('openid.identity', forged);
        },
        'invalid_assertion',
      ],
      [
        'claimed_id with trailing text after the id',
        (p) => {
          const forged = 'https://steamcommunity.com/openid/id/76561198000000001/../evil';
          p.set('openid.claimed_id', forged);
          p.set('openid.identity', forged);
        },
        'invalid_assertion',
      ],
      ...['claimed_id', 'identity', 'return_to', 'response_nonce', 'op_endpoint', 'assoc_handle'].map(
        (field): [string, (params: URLSearchParams) => void, string] => [
          `the signed list leaves out ${field}`,
          (p) =>
            p.set(
              'openid.signed',
              (p.get('openid.signed') ?? '')
                .split(',')
                .filter((name) => name !== field)
                .join(','),
            ),
          'invalid_assertion',
        ],
      ),
      [
        'return_to is another site',
        (p) => {
          const elsewhere = new URL(p.get('openid.return_to') ?? '');
          elsewhere.host = 'evil.example';
          p.set('openid.return_to', elsewhere.toString());
        },
        'invalid_assertion',
      ],
      [
        'return_to is another path of ours',
        (p) => {
          const elsewhere = new URL(p.get('openid.return_to') ?? '');
          elsewhere.pathname = '/api/users/profile/';
          p.set('openid.return_to', elsewhere.toString());
        },
        'invalid_assertion',
      ],
      [
        'the nonce is stale',
        (p) => {
          const stale = new Date(Date.now() - nonceMaxAgeMs - 60_000).toISOString().slice(0, 19);
          p.set('openid.response_nonce', `${stale}Zabc`);
        },
        'invalid_assertion',
      ],
      ['the nonce is malformed', (p) => p.set('openid.response_nonce', 'yesterday'), 'invalid_assertion'],
    ];

    it.each(localRejections)('%s', async (_name, tamper, code) => {
      const response = await callbackWith(tamper);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(refusedWith(code));
      expect(t.providerCalls).toHaveLength(0);
    });

    it('the state cookie is missing', async () => {
      const response = await callbackWith(() => undefined, { cookie: null });
      expect(response.headers.location).toBe(refusedWith('state_mismatch'));
      expect(t.providerCalls).toHaveLength(0);
    });

    it('the state cookie differs (a login started in another browser)', async () => {
      const other = await signInAtSandbox(t.app);
      const response = await callbackWith(() => undefined, { cookie: other.state });
      expect(response.headers.location).toBe(refusedWith('state_mismatch'));
      expect(t.providerCalls).toHaveLength(0);
    });

    it('the nonce was already used (a replayed assertion)', async () => {
      const { callbackUrl, state } = await signInAtSandbox(t.app);
      const first = await callBack(t.app, callbackUrl, state);
      expect(first.headers.location).toBe(`${testPublicOrigin}/auth-success`);
      expect(t.providerCalls).toHaveLength(1);
      const replay = await callBack(t.app, callbackUrl, state);
      expect(replay.headers.location).toBe(refusedWith('invalid_assertion'));
      expect(cookieSet(replay, refreshCookie)).toBeUndefined();
      expect(t.providerCalls).toHaveLength(1);
    });

    it('the callback has a repeated parameter', async () => {
      const response = await callbackWith((p) => p.append('openid.claimed_id', otherIdentity));
      expect(response.headers.location).toBe(refusedWith('invalid_assertion'));
      expect(t.providerCalls).toHaveLength(0);
    });
  });

  describe('asks the configured provider, and only it, once the local checks pass', () => {
    it('refuses a tampered signed field: the provider says is_valid:false', async () => {
      const response = await callbackWith((p) => p.set('openid.sreg.nickname', 'Admin'));
      expect(response.headers.location).toBe(refusedWith('invalid_assertion'));
      expect(t.providerCalls).toHaveLength(1);
    });

    it('refuses an identity swapped for another account: the signature no longer matches', async () => {
      const response = await callbackWith((p) => {
        p.set('openid.claimed_id', otherIdentity);
        p.set('openid.identity', otherIdentity);
      });
      expect(response.headers.location).toBe(refusedWith('invalid_assertion'));
      expect(t.providerCalls).toHaveLength(1);
    });

    it('accepts nothing but is_valid:true', async () => {
      for (const answer of [
        'ns:http://specs.openid.net/auth/2.0\nis_valid:false\n',
        'is_valid:TRUE\n',
        'is_valid: true\n',
        '',
        // xPaw's cases: no namespace, the OpenID 1.1 one, two verdicts, two namespaces.
        'is_valid:true\n',
        'ns:http://openid.net/signon/1.1\nis_valid:true\n',
        'ns:http://specs.openid.net/auth/2.0\nis_valid:false\nis_valid:true\n',
        'ns:http://specs.openid.net/auth/2.0\nis_valid:true\nis_valid:true\n',
        'ns:http://openid.net/signon/1.1\nns:http://specs.openid.net/auth/2.0\nis_valid:true\n',
      ]) {
        t.answerProviderWith(async () => new Response(answer, { status: 200 }));
        const response = await callbackWith(() => undefined);
        expect(response.headers.location).toBe(refusedWith('invalid_assertion'));
      }
    });

    it.each([
      ['answers 500', async () => new Response('is_valid:true\n', { status: 500 })],
      ['is unreachable', async () => Promise.reject(new TypeError('fetch failed'))],
      ['times out', async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
    ])('refuses when the provider %s', async (_name, answer) => {
      t.answerProviderWith(answer);
      const response = await callbackWith(() => undefined);
      expect(response.headers.location).toBe(refusedWith('provider_unavailable'));
      expect(t.providerCalls).toHaveLength(1);
    });

    it('sends check_authentication to the configured endpoint, never to the op_endpoint the answer names', async () => {
      const urls: string[] = [];
      const recording = await createAuthTestApp({
        auth: {
          providerFetch: async (input) => {
            urls.push(String(input));
            return new Response('is_valid:false\n');
          },
        },
      });
      try {
        const { callbackUrl, state } = await signInAtSandbox(recording.app);
        await callBack(recording.app, callbackUrl, state);
        expect(urls).toEqual([`${testPublicOrigin}/sandbox/steam/openid/login`]);
      } finally {
        await recording.close();
      }
    });
  });

  it('rate-limits the login and the callback with 429 and Retry-After', async () => {
    const limited = await createAuthTestApp({
      auth: {
        rateLimits: {
          ...generousRateLimits,
          steamLogin: { max: 2, timeWindowMs: 60_000 },
          steamCallback: { max: 2, timeWindowMs: 60_000 },
        },
      },
    });
    try {
      const login = () =>
        limited.app.inject({ method: 'GET', url: `/api/${endpointPath(authEndpoints.steamLogin)}?env=local` });
      const callback = () =>
        limited.app.inject({ method: 'GET', url: `/api/${endpointPath(authEndpoints.steamCallback)}?env=local` });
      for (const call of [login, callback]) {
        await call();
        await call();
        const third = await call();
        expect(third.statusCode).toBe(429);
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });
});
