import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { authPaths } from '../../contract/auth.ts';

/**
 * Sign-in and session (issue 4) against the real server and its sandbox Steam provider: the OpenID round trip,
 * profile completion, a reload, two tabs, the protected layout, and one refresh for many refused requests.
 */

/** Steam's offset between a 64-bit account id and the 32-bit `partner` of a trade link. */
const steamIdOffset = 76561197960265728n;

interface DemoAccount {
  name: string;
  steamId: string;
}

/** Two of the sandbox's listed demo accounts (server/db/migrations/003_auth.sql). */
const alex: DemoAccount = { name: 'Alex "Headshot" Martin', steamId: '76561198000000001' };
const camille: DemoAccount = { name: 'Camille Dubois', steamId: '76561198000000002' };

const tradeLinkOf = (account: DemoAccount) =>
  `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(account.steamId) - steamIdOffset}&token=Tr4deT0k`;

const userMenu = (page: Page, account: DemoAccount) => page.getByRole('button', { name: account.name, exact: true });
const loginLink = (page: Page) => page.getByRole('link', { name: /Login via STEAM/ });
const profileDialog = (page: Page) => page.getByRole('dialog', { name: 'Please update your Profile Information' });

/** From the home page through the sandbox's account picker, back to /auth-success. */
async function signInOnSandbox(page: Page, account: DemoAccount) {
  await page.goto('/');
  await loginLink(page).click();
  await expect(page.getByRole('heading', { name: 'Sign in through the Steam sandbox' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(account.steamId) }).click();
  await page.waitForURL('**/auth-success');
}

async function completeProfile(page: Page, account: DemoAccount) {
  const dialog = profileDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
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

/** Signs in; a first sign-in completes the profile, a later one is sent home by /auth-success at once. */
async function signIn(page: Page, account: DemoAccount) {
  await signInOnSandbox(page, account);
  const isHome = () => new URL(page.url()).pathname === '/';
  await expect.poll(async () => isHome() || (await profileDialog(page).isVisible())).toBe(true);
  if (!isHome()) await completeProfile(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, account)).toBeVisible();
}

async function logOut(page: Page, account: DemoAccount) {
  await userMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('a first sign-in completes the profile, goes home, and survives a reload', async ({ page }) => {
  await signInOnSandbox(page, camille);
  // The server never puts tokens in the address.
  expect(page.url()).not.toContain('access_token');

  const dialog = profileDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue(camille.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
    'This field is required',
  );

  await completeProfile(page, camille);
  await expect(page.getByText('The data has been successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(userMenu(page, camille)).toBeVisible();
  await expect(loginLink(page)).toHaveCount(0);

  await page.reload();
  await expect(userMenu(page, camille)).toBeVisible();

  // A protected page reloaded while signed in stays put: the guard waits for the session.
  await page.goto('/profile?tab=settings');
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(camille));
  await page.reload();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(camille));

  // Coming back through Steam with the trade link set goes straight home.
  await logOut(page, camille);
  await expect(loginLink(page)).toBeVisible();
  await signInOnSandbox(page, camille);
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, camille)).toBeVisible();
});

test('the settings tab saves the contact details', async ({ page }) => {
  await signIn(page, camille);
  await page.goto('/profile?tab=settings');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('+4915112345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The data has been successfully updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+4915112345678');
});

test('logging out in one tab signs the other tab out at once', async ({ context }: { context: BrowserContext }) => {
  const first = await context.newPage();
  await signIn(first, alex);
  const second = await context.newPage();
  await second.goto('/');
  await expect(userMenu(second, alex)).toBeVisible();

  await logOut(first, alex);
  await expect(loginLink(first)).toBeVisible();
  await expect(loginLink(second)).toBeVisible();
  await expect(userMenu(second, alex)).toHaveCount(0);

  await second.reload();
  await expect(loginLink(second)).toBeVisible();
});

test("a visitor who opens a profile page is sent home with 'Please login first'", async ({ page }) => {
  await page.goto('/profile?tab=orders');
  await expect(page.getByText('Please login first')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginLink(page)).toBeVisible();
});

test('five requests refused at once share one refresh, then are replayed with the new token', async ({ page }) => {
  await signIn(page, alex);

  // The server expires the token the page is using: every request carrying it is refused, as after 15 minutes.
  let expiredAuthorization: string | undefined;
  let refused = 0;
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.url().endsWith(`/api/${authPaths.refresh}`)) {
      // A slow refresh, so the refused requests all wait on it; and a token is issued per second (same claims,
      // same second, same token), so the new one must come in a later second than the expired one.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await route.continue();
      return;
    }
    const authorization = await request.headerValue('authorization');
    expiredAuthorization ??= authorization ?? undefined;
    if (authorization && authorization === expiredAuthorization) {
      refused += 1;
      // Answered a little late, so every call the page makes while loading goes out with the expired token.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({ status: 401, json: { detail: 'Token expired' } });
      return;
    }
    await route.continue();
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/${authPaths.refresh}`)) refreshes.push(request.url());
  });

  // The settings page and its header and footer make five calls at once through the app's own API client.
  await page.goto('/profile?tab=settings');
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(alex));
  expect(refused).toBeGreaterThanOrEqual(5);
  expect(refreshes).toHaveLength(1);
  await expect(userMenu(page, alex)).toBeVisible();
});
