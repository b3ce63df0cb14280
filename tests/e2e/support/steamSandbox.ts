import { expect, type Page } from '@playwright/test';
import { accountIdFromSteamId64 } from '#contract/tradeUrl.ts';
import { steamIdForPersonaName } from '#server/sandbox/steam/accounts.ts';

/**
 * Signing in through the sandbox Steam provider, as every journey does. Journeys share one server, so one that
 * counts orders or cart items signs in as a fresh account of its own (`freshAccount`): a typed-in persona name
 * is a new Steam id. The listed demo accounts are for what only they have (Pete's private inventory).
 */
export interface SteamAccount {
  name: string;
  steamId: string;
  /** Listed on the sandbox page (a button), or typed in as a persona name. */
  listed: boolean;
}

/**
 * The sandbox's listed demo accounts (server/db/migrations/003_auth.sql, 012_trade_safety.sql); Pete's inventory
 * is private, Hana has no mobile authenticator (Steam would hold her offers).
 */
export const demoAccounts = {
  alex: { name: 'Alex "Headshot" Martin', steamId: '76561198000000001', listed: true },
  camille: { name: 'Camille Dubois', steamId: '76561198000000002', listed: true },
  pete: { name: 'Private Pete', steamId: '76561198000000003', listed: true },
  hana: { name: 'Hana Holdout', steamId: '76561198000000004', listed: true },
} satisfies Record<string, SteamAccount>;

const runId = Date.now().toString(36);

/** A Steam account no other journey of this run uses. */
export function freshAccount(name: string): SteamAccount {
  const personaName = `${name} ${runId}`;
  return { name: personaName, steamId: steamIdForPersonaName(personaName), listed: false };
}

export const tradeLinkOf = (account: SteamAccount) =>
  `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdFromSteamId64(account.steamId)}&token=Tr4deT0k`;

export const userMenu = (page: Page, account: SteamAccount) =>
  page.getByRole('button', { name: account.name, exact: true });
export const loginLink = (page: Page) => page.getByRole('link', { name: /Login via STEAM/ });
export const profileDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Please update your Profile Information' });

/** From the home page through the sandbox's page, back to /auth-success. */
export async function signInOnSandbox(page: Page, account: SteamAccount) {
  await page.goto('/');
  await page.getByRole('link', { name: /Login via STEAM/ }).click();
  await expect(page.getByRole('heading', { name: 'Sign in through the Steam sandbox' })).toBeVisible();
  if (account.listed) {
    await page.getByRole('button', { name: new RegExp(account.steamId) }).click();
  } else {
    await page.getByRole('textbox', { name: 'Persona name' }).fill(account.name);
    await page.getByRole('button', { name: 'Sign in with this name' }).click();
  }
  await page.waitForURL('**/auth-success');
}

/** The first sign-in's profile form (spec §5), with a trade link of this account: buying needs one. */
export async function completeProfile(page: Page, account: SteamAccount) {
  const dialog = profileDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(`${account.name} Junior`);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`${account.steamId}@example.com`);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+33612345678');
  await dialog.getByLabel('Date of birth').fill('1990-05-01');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Fran');
  await page.getByRole('option', { name: 'France' }).click();
  await dialog.getByRole('textbox', { name: 'Address' }).fill('12 Rue de Rivoli');
  await dialog.getByRole('textbox', { name: 'Zip code' }).fill('75001');
  await dialog.getByRole('textbox', { name: 'Steam trade link' }).fill(tradeLinkOf(account));
  await dialog.getByRole('button', { name: 'Save' }).click();
}

/** Logout from the user menu in the header. */
export async function logOut(page: Page, account: SteamAccount) {
  await userMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** Signs in; a first sign-in completes the profile, a later one is sent home by /auth-success at once. */
export async function signIn(page: Page, account: SteamAccount) {
  await signInOnSandbox(page, account);
  const isHome = () => new URL(page.url()).pathname === '/';
  await expect.poll(async () => isHome() || (await profileDialog(page).isVisible())).toBe(true);
  if (!isHome()) await completeProfile(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, account)).toBeVisible();
}

/** The bearer token the page last sent, so a journey can ask the API what the shopper would see. */
export function watchAuthorization(page: Page): () => string {
  let authorization: string | undefined;
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    request.headerValue('authorization').then(
      (header) => {
        if (header) authorization = header;
      },
      // The test may end while a request is still being read: that request's token no longer matters.
      () => undefined,
    );
  });
  return () => {
    if (!authorization) throw new Error('the page has not sent a bearer token yet');
    return authorization;
  };
}

/** The sandbox's stand-in for the buyer's Steam trade offers page (steamcommunity.com/profiles/<id>/tradeoffers/). */
export const sandboxTradeOffers = (account: SteamAccount) => `/sandbox/steam/profiles/${account.steamId}/tradeoffers/`;

/**
 * On the sandbox's trade offers page, the account's offers wait for the tester's answer instead of being accepted a
 * few seconds after the bot confirms them: a journey then decides when a delivery ends. Leaves `page` on that page.
 */
export async function answerOffersByHand(page: Page, account: SteamAccount) {
  await page.goto(sandboxTradeOffers(account));
  await expect(page.getByText('SANDBOX', { exact: true })).toBeVisible();
  const byHand = page.getByRole('radio', { name: 'I accept or decline each offer on this page' });
  await byHand.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(byHand).toBeChecked();
}

/** The buyer's offer waiting for an answer on the sandbox page, once the bot has confirmed it (reloads until then). */
export async function offerAwaitingAnswer(page: Page) {
  const waiting = page.getByRole('listitem').filter({ hasText: 'Waiting for your answer' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return waiting.count();
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(1);
  return waiting;
}
