import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { profileEndpoints } from '#contract/profile.ts';
import { accountIdFromSteamId64 } from '#contract/tradeUrl.ts';
import {
  type AuthTestApp,
  accessTokenFor,
  callBack,
  cookieSet,
  createAuthTestApp,
  signInAtSandbox,
} from '../auth/testKit.ts';
import { captureLog } from '../test/logCapture.ts';
import { loggableUrl } from './logRedaction.ts';

/** Issue #15: security events in the log, and never a secret. */
const log = captureLog();
const steamId = '76561198000000001';
let t: AuthTestApp;
let refreshToken: string;
let accessToken: string;
let state: string;
let assertionSignature: string;

beforeAll(async () => {
  t = await createAuthTestApp({ app: { logLevel: 'info', logStream: log.stream } });
  const assertion = await signInAtSandbox(t.app, { account: steamId });
  state = assertion.state;
  assertionSignature = assertion.callbackUrl.searchParams.get('openid.sig') ?? '';
  const callback = await callBack(t.app, assertion.callbackUrl, assertion.state);
  refreshToken = cookieSet(callback, '__Host-refresh_cs_skins') ?? '';
  accessToken = await accessTokenFor(t.app, refreshToken);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(authEndpoints.refresh)}`,
    cookies: { '__Host-refresh_cs_skins': refreshToken },
  });
  expect(refreshed.statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('the log after a sign-in, a refresh and a callback', () => {
  it('holds no token, no assertion signature and no login state', () => {
    expect(assertionSignature.length).toBeGreaterThan(10);
    const text = log.text();
    expect(text).toContain('/api/users/auth/steam/callback/');
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('openid.sig');
    expect(text).not.toContain(encodeURIComponent(assertionSignature));
    expect(text).not.toContain(assertionSignature);
    expect(text).not.toContain(state);
    expect(text).not.toContain(refreshToken);
    expect(text).not.toContain(accessToken);
  });

  it('records the sign-in', () => {
    expect(log.events('auth.steam_login')).toHaveLength(1);
  });
});

describe('security events', () => {
  it('record a forged token, a refused admin route and a sign-in failure', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
    });
    expect(log.events('auth.token_invalid')).toHaveLength(1);
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews/',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(log.events('auth.admin_refused')).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(authEndpoints.adminLogin)}`,
      payload: { username: 'admin', password: 'guess' },
    });
    expect(log.events('auth.admin_login_refused')).toHaveLength(1);
    expect(log.text()).not.toContain('eyJ');
    expect(log.text()).not.toContain('"guess"');
  });

  it('record a profile change, and a trade link change apart, without their values', async () => {
    const tradeLink = `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdFromSteamId64(steamId)}&token=Zz98Yy76`;
    const settings = {
      street_address: '1 Rue de Rivoli',
      zip_code: '75001',
      phone: '+33612345678',
      country: 'FR',
      steam_trade_link: tradeLink,
      email: 'alex@example.com',
    };
    const patch = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/${endpointPath(profileEndpoints.profile)}`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload: settings,
      });
    expect((await patch()).statusCode).toBe(200);
    expect((await patch()).statusCode).toBe(200);
    expect(log.events('security.profile_changed')).toHaveLength(2);
    expect(log.events('security.trade_link_changed')).toHaveLength(1);
    // Replacing it without a recent Steam sign-in (no session cookie here) is refused, and logged as such.
    const replaced = await t.app.inject({
      method: 'PATCH',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { ...settings, steam_trade_link: tradeLink.replace('Zz98Yy76', 'Qq11Ww22') },
    });
    expect(replaced.statusCode).toBe(403);
    expect(log.events('security.trade_link_change_refused')).toHaveLength(1);
    expect(log.events('security.trade_link_changed')).toHaveLength(1);
    expect(log.text()).not.toContain('Qq11Ww22');
    expect(log.text()).not.toContain('Zz98Yy76');
    expect(log.text()).not.toContain('+33612345678');
  });
});

describe('loggable URLs', () => {
  it('keep parameter names and drop secret values', () => {
    expect(
      loggableUrl('/api/users/auth/steam/callback/?state=abc&env=local&openid.sig=xyz%3D&openid.mode=id_res'),
    ).toBe('/api/users/auth/steam/callback/?state=%5Bredacted%5D&env=local&openid=%5Bredacted%5D');
    expect(loggableUrl('/api/store/skins/search/?game=cs2&search=ak')).toBe(
      '/api/store/skins/search/?game=cs2&search=ak',
    );
  });
});
