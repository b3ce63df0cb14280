import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { profileEndpoints, steamSignInRequiredMessage } from '#contract/profile.ts';
import {
  type AuthTestApp,
  accessTokenFor,
  cookieSet,
  createAuthTestApp,
  signInThroughSandbox,
} from '../auth/testKit.ts';

const alexAccountId = String(76561198000000001n - 76561197960265728n);
const alexTradeLink = `https://steamcommunity.com/tradeoffer/new/?partner=${alexAccountId}&token=AbC123xy`;

const yearsAgo = (years: number, extraDays = 0) => {
  const today = new Date();
  const date = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate() + extraDays));
  return date.toISOString().slice(0, 10);
};

const completion = {
  username: 'Alex',
  full_name: 'Alex Martin',
  street_address: '12 rue de Rivoli',
  phone: '+33612345678',
  email: 'alex@example.com',
  date_birth: '1995-06-15',
  country: 'FR',
  zip_code: '75001',
  steam_trade_link: alexTradeLink,
};

const settings = {
  street_address: '1 Narva mnt',
  zip_code: '10117',
  phone: '+3725550142',
  country: 'EE',
  steam_trade_link: alexTradeLink,
  email: 'alex.martin@example.com',
};

describe('users/profile/', () => {
  let t: AuthTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createAuthTestApp();
    token = await accessTokenFor(t.app, await signInThroughSandbox(t.app, { account: '76561198000000001' }));
  });
  afterAll(() => t.close());

  const getProfile = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const patch = (payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  it('answers every field of spec §3 for a fresh Steam sign-in', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'Alex "Headshot" Martin',
      full_name: null,
      street_address: null,
      phone: null,
      email: null,
      date_birth: null,
      country: null,
      zip_code: null,
      steam_trade_link: null,
      avatar: 'http://localhost:3000/sandbox/steam/avatars/76561198000000001.svg',
      currency: 2,
    });
  });

  it('refuses a visitor with 401', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${endpointPath(profileEndpoints.profile)}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/${endpointPath(profileEndpoints.profile)}`,
          payload: { currency: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('completes the profile', async () => {
    const response = await patch(completion);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'The data has been successfully updated' });
    expect((await getProfile()).json()).toMatchObject({ ...completion, currency: 2 });
  });

  it.each([
    ['phone without +', { phone: '33612345678' }, 'phone', "Must start with '+' and have 11-13 digits"],
    ['phone with 10 digits', { phone: '+3361234567' }, 'phone', "Must start with '+' and have 11-13 digits"],
    ['phone with 14 digits', { phone: '+33612345678901' }, 'phone', "Must start with '+' and have 11-13 digits"],
    ['an impossible date', { date_birth: '1995-02-30' }, 'date_birth', 'Invalid date'],
    ['a date that is not a date', { date_birth: 'yesterday' }, 'date_birth', 'Invalid date'],
    ['a date in the future', { date_birth: yearsAgo(0, 1) }, 'date_birth', 'Date cannot be in the future'],
    ['an age under 16', { date_birth: yearsAgo(16, 1) }, 'date_birth', 'You must be at least 16 years old'],
    ['an age over 100', { date_birth: yearsAgo(101) }, 'date_birth', 'Age must be between 16 and 100 years'],
    ['an invalid email', { email: 'alex@' }, 'email', 'Invalid email address'],
    [
      'a look-alike trade URL',
      { steam_trade_link: alexTradeLink.replace('.com/', '.com.evil.com/') },
      'steam_trade_link',
      'Invalid Steam Trade URL',
    ],
    ['an empty full name', { full_name: '  ' }, 'full_name', 'This field is required'],
    ['a country that is not a code', { country: 'France' }, 'country', 'Select a country'],
    ['a code that is no country', { country: 'ZZ' }, 'country', 'Select a country'],
  ])('refuses a completion with %s', async (_name, change, field, message) => {
    const response = await patch({ ...completion, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
  });

  it('accepts the age limits themselves: 16 today and 100 today', async () => {
    expect((await patch({ ...completion, date_birth: yearsAgo(16) })).statusCode).toBe(200);
    expect((await patch({ ...completion, date_birth: yearsAgo(100) })).statusCode).toBe(200);
  });

  it('refuses a missing required field', async () => {
    const { zip_code: _left, ...withoutZip } = completion;
    const response = await patch(withoutZip);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ zip_code: ['This field is required'] });
  });

  it('refuses an unknown field such as is_admin, and changes nothing', async () => {
    for (const body of [
      { ...completion, is_admin: true },
      { ...settings, is_admin: true },
      { currency: 1, is_admin: true },
    ]) {
      const response = await patch(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ is_admin: ['Unknown field'] });
    }
    const { rows } = await t.db.query<{ is_admin: boolean }>(
      "SELECT is_admin FROM users WHERE steam_id = '76561198000000001'",
    );
    expect(rows[0]?.is_admin).toBe(false);
  });

  it('refuses a trade link whose partner is another Steam account', async () => {
    const otherPartner = alexTradeLink.replace(`partner=${alexAccountId}`, 'partner=39734274');
    for (const body of [
      { ...completion, steam_trade_link: otherPartner },
      { ...settings, steam_trade_link: otherPartner },
    ]) {
      const response = await patch(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ steam_trade_link: ['This trade link belongs to another Steam account'] });
    }
  });

  it('saves the settings with their own rules', async () => {
    expect((await patch(settings)).statusCode).toBe(200);
    expect((await getProfile()).json()).toMatchObject(settings);
    expect((await patch({ ...settings, phone: '+1234' })).statusCode).toBe(200);
    const tooLong = await patch({ ...settings, phone: '+1234567890123456' });
    expect(tooLong.json()).toEqual({ phone: ["Must start with '+' and have up to 15 digits"] });
    const badEmail = await patch({ ...settings, email: 'not-an-email' });
    expect(badEmail.json()).toEqual({ email: ['Invalid email address'] });
  });

  it('changes the currency alone with {currency: id}', async () => {
    const before = (await getProfile()).json();
    const response = await patch({ currency: 1 });
    expect(response.statusCode).toBe(200);
    expect((await getProfile()).json()).toEqual({ ...before, currency: 1 });
  });

  it('refuses a currency that does not exist', async () => {
    const response = await patch({ currency: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ currency: ['Unknown currency'] });
    expect((await patch({ currency: 'EUR' })).statusCode).toBe(400);
  });

  it('refuses a body that mixes the currency with other fields', async () => {
    const response = await patch({ ...settings, currency: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ currency: ['Unknown field'] });
  });
});

describe('changing the trade link (issue #15: a recent Steam sign-in)', () => {
  let t: AuthTestApp;
  let refreshToken: string;
  let token: string;
  const refreshCookie = '__Host-refresh_cs_skins';
  const newTradeLink = alexTradeLink.replace('AbC123xy', 'NewT0ken');

  beforeAll(async () => {
    t = await createAuthTestApp();
    refreshToken = await signInThroughSandbox(t.app, { account: '76561198000000001' });
    token = await accessTokenFor(t.app, refreshToken);
  });
  afterAll(() => t.close());

  const patchWith = (payload: object, cookie: string | undefined) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/${endpointPath(profileEndpoints.profile)}`,
      headers: { authorization: `Bearer ${token}` },
      ...(cookie ? { cookies: { [refreshCookie]: cookie } } : {}),
      payload,
    });
  const storedLink = async () =>
    (
      await t.db.query<{ steam_trade_link: string }>(
        "SELECT steam_trade_link FROM users WHERE steam_id = '76561198000000001'",
      )
    ).rows[0]?.steam_trade_link;
  const signedInMinutesAgo = (minutes: number) =>
    t.db.query(
      `UPDATE refresh_tokens SET steam_signed_in_at = now() - $1::int * interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE steam_id = '76561198000000001')`,
      [minutes],
    );
  const refused = { detail: steamSignInRequiredMessage, reason: 'steam_sign_in_required' };

  it('sets the first trade link without asking (profile completion), then refuses to replace it without the session', async () => {
    expect((await patchWith(completion, undefined)).statusCode).toBe(200);
    expect(await storedLink()).toBe(alexTradeLink);
    // The same link again is no change.
    expect((await patchWith(settings, undefined)).statusCode).toBe(200);
    const withoutSession = await patchWith({ ...settings, steam_trade_link: newTradeLink }, undefined);
    expect(withoutSession.statusCode).toBe(403);
    expect(withoutSession.json()).toEqual(refused);
    expect(await storedLink()).toBe(alexTradeLink);
  });

  it('refuses a change 11 minutes after the Steam sign-in, and takes it within 10, after a token rotation too', async () => {
    await signedInMinutesAgo(11);
    const stale = await patchWith({ ...settings, steam_trade_link: newTradeLink, phone: '+3725550000' }, refreshToken);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(refused);
    // Nothing of the refused body is stored.
    expect(await storedLink()).toBe(alexTradeLink);
    expect((await t.db.query("SELECT 1 FROM users WHERE phone = '+3725550000'")).rows).toEqual([]);

    await signedInMinutesAgo(9);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(authEndpoints.refresh)}`,
      cookies: { [refreshCookie]: refreshToken },
    });
    const rotated = cookieSet(refreshed, refreshCookie);
    expect(rotated).toBeDefined();
    const accepted = await patchWith({ ...settings, steam_trade_link: newTradeLink }, rotated);
    expect(accepted.statusCode).toBe(200);
    expect(await storedLink()).toBe(newTradeLink);
  });

  it("never takes another user's session, nor a password sign-in, as this user's recent Steam sign-in", async () => {
    const camille = await signInThroughSandbox(t.app, { account: '76561198000000002' });
    expect((await patchWith({ ...settings, steam_trade_link: alexTradeLink }, camille)).statusCode).toBe(403);
    await signedInMinutesAgo(0);
    await t.db.query(
      `UPDATE refresh_tokens SET steam_signed_in_at = NULL
       WHERE user_id = (SELECT id FROM users WHERE steam_id = '76561198000000001')`,
    );
    expect((await patchWith({ ...settings, steam_trade_link: alexTradeLink }, refreshToken)).statusCode).toBe(403);
    expect(await storedLink()).toBe(newTradeLink);
  });
});
