import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { languageCookieName, preferencesEndpoints } from '#contract/preferences.ts';
import { type AuthTestApp, accessTokenFor, cookieSet, createAuthTestApp, signInAtSandbox } from '../auth/testKit.ts';

/**
 * How the shop writes to a user (issue #26): the language of their e-mails and receipts, kept from the site's
 * language when they sign in and whenever they switch it, and the order e-mails they may turn off.
 */

const alexSteamId = '76561198000000001';
const preferencesUrl = `/api/${endpointPath(preferencesEndpoints.preferences)}`;

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

/** Signs Alex in through the sandbox with the browser's language cookie as it is, and answers an access token. */
async function signIn(languageCookie?: string): Promise<string> {
  const { callbackUrl, state } = await signInAtSandbox(t.app, { account: alexSteamId });
  const callback = await t.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    cookies: {
      ...(state && { openid_state_cs_skins: state }),
      ...(languageCookie !== undefined && { [languageCookieName]: languageCookie }),
    },
  });
  const refreshToken = cookieSet(callback, '__Host-refresh_cs_skins');
  if (!refreshToken) throw new Error(`sign-in failed: ${callback.headers.location}`);
  return accessTokenFor(t.app, refreshToken);
}

const read = (token: string) =>
  t.app.inject({ method: 'GET', url: preferencesUrl, headers: { authorization: `Bearer ${token}` } });
const change = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: preferencesUrl, headers: { authorization: `Bearer ${token}` }, payload });

describe('users/preferences/', () => {
  it('keeps the site’s language at sign-in; a cookie it cannot read changes nothing', async () => {
    const first = await signIn();
    expect((await read(first)).json()).toEqual({ language: 'en', order_update_emails: true });

    const french = await signIn('fr');
    const answer = await read(french);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json()).toEqual({ language: 'fr', order_update_emails: true });

    await signIn('xx');
    expect((await read(french)).json()).toMatchObject({ language: 'fr' });
    await signIn('en');
    expect((await read(french)).json()).toMatchObject({ language: 'en' });
  });

  it('changes one preference and leaves the other as it was', async () => {
    const token = await signIn('en');
    const toFrench = await change(token, { language: 'fr' });
    expect(toFrench.statusCode).toBe(200);
    expect(toFrench.json()).toEqual({ language: 'fr', order_update_emails: true });

    const quieter = await change(token, { order_update_emails: false });
    expect(quieter.json()).toEqual({ language: 'fr', order_update_emails: false });
    expect((await read(token)).json()).toEqual({ language: 'fr', order_update_emails: false });
    await change(token, { order_update_emails: true });
  });

  it('refuses a language the shop does not speak, an unknown field and an empty change, naming why', async () => {
    const token = await signIn('en');
    for (const payload of [{ language: 'de' }, { language: 'fr', theme: 'dark' }, {}, { order_update_emails: 'no' }]) {
      const refused = await change(token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.body.length).toBeGreaterThan(0);
    }
    const empty = await change(token, {});
    expect(empty.body).toContain('Send at least one preference');
    expect((await read(token)).json()).toEqual({ language: 'en', order_update_emails: true });
  });

  it('answers only a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: preferencesUrl })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'PATCH', url: preferencesUrl, payload: { language: 'fr' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
