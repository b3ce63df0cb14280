import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { type AuthTestApp, createAuthTestApp, signInAtSandbox, testPublicOrigin } from '../../auth/testKit.ts';

const endpoint = '/sandbox/steam/openid/login';

describe('SANDBOX Steam OpenID provider', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  const loginPageUrl = (returnTo: string) =>
    `${endpoint}?${new URLSearchParams({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.return_to': returnTo,
      'openid.realm': `${new URL(returnTo).origin}/`,
    })}`;

  const checkAuthentication = (assertion: URLSearchParams) => {
    const body = new URLSearchParams();
    for (const [key, value] of assertion) if (key.startsWith('openid.')) body.set(key, value);
    body.set('openid.mode', 'check_authentication');
    return t.app.inject({
      method: 'POST',
      url: endpoint,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
  };

  it('shows a page marked SANDBOX with the demo accounts, under a strict CSP and without any script', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: loginPageUrl(`${testPublicOrigin}/api/${endpointPath(authEndpoints.steamCallback)}?state=x&env=local`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('SANDBOX');
    expect(response.body).toContain('Alex &#34;Headshot&#34; Martin');
    expect(response.body).toContain('Camille Dubois');
    expect(response.body).toContain('Private Pete');
    expect(response.body).toContain('Inventory private');
    expect(response.body).toContain('Hana Holdout');
    expect(response.body).toContain('No mobile authenticator: offers held');
    expect(response.body).not.toMatch(/<script|\son\w+=/i);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('answers only relying parties on this site', async () => {
    const response = await t.app.inject({ method: 'GET', url: loginPageUrl('https://evil.example/callback') });
    expect(response.statusCode).toBe(400);
  });

  it('confirms its own assertion once; a replay or any change is not valid', async () => {
    const { callbackUrl } = await signInAtSandbox(t.app);
    const assertion = callbackUrl.searchParams;
    expect(assertion.get('openid.response_nonce')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z.+$/);
    const first = await checkAuthentication(assertion);
    expect(first.body).toBe('ns:http://specs.openid.net/auth/2.0\nis_valid:true\n');
    expect((await checkAuthentication(assertion)).body).toContain('is_valid:false');

    const fresh = (await signInAtSandbox(t.app)).callbackUrl.searchParams;
    const tampered = new URLSearchParams(fresh);
    tampered.set('openid.sreg.nickname', 'Someone else');
    expect((await checkAuthentication(tampered)).body).toContain('is_valid:false');
    const unsigned = new URLSearchParams(fresh);
    unsigned.set('openid.signed', 'signed,op_endpoint');
    expect((await checkAuthentication(unsigned)).body).toContain('is_valid:false');
    expect((await checkAuthentication(fresh)).body).toContain('is_valid:true');
  });

  it('sends a cancelled sign-in back as mode=cancel', async () => {
    const returnTo = `${testPublicOrigin}/api/${endpointPath(authEndpoints.steamCallback)}?state=x&env=local`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/steam/openid/approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ return_to: returnTo, realm: `${testPublicOrigin}/`, cancel: '1' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(new URL(String(response.headers.location)).searchParams.get('openid.mode')).toBe('cancel');
  });

  it('serves generated SVG avatars for its accounts only', async () => {
    const avatar = await t.app.inject({ method: 'GET', url: '/sandbox/steam/avatars/76561198000000002.svg' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    expect(avatar.body).toContain('>CD</text>');
    expect(
      (await t.app.inject({ method: 'GET', url: '/sandbox/steam/avatars/76561198999999999.svg' })).statusCode,
    ).toBe(404);
  });

  it('keeps inventory_open and the mobile authenticator per account for the checks before buying', async () => {
    const { rows } = await t.db.query<{ persona_name: string; inventory_open: boolean }>(
      `SELECT persona_name, inventory_open, mobile_authenticator FROM sandbox_steam_accounts
       WHERE listed ORDER BY steam_id`,
    );
    expect(rows).toEqual([
      { persona_name: 'Alex "Headshot" Martin', inventory_open: true, mobile_authenticator: true },
      { persona_name: 'Camille Dubois', inventory_open: true, mobile_authenticator: true },
      { persona_name: 'Private Pete', inventory_open: false, mobile_authenticator: true },
      { persona_name: 'Hana Holdout', inventory_open: true, mobile_authenticator: false },
    ]);
  });
});

describe('without sandboxes (production)', () => {
  it('mounts no sandbox provider and signs in through Steam', async () => {
    const t = await createAuthTestApp({
      auth: { sandboxes: false, openIdEndpoint: 'https://steamcommunity.com/openid/login' },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: endpoint })).statusCode).toBe(404);
      const login = await t.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(authEndpoints.steamLogin)}?env=local`,
      });
      expect(String(login.headers.location)).toMatch(/^https:\/\/steamcommunity\.com\/openid\/login\?/);
    } finally {
      await t.close();
    }
  });
});
