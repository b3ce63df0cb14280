import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import {
  completeProfile,
  demoAccounts,
  freshAccount,
  loginLink,
  logOut,
  profileDialog,
  signIn,
  signInOnSandbox,
  tradeLinkOf,
  userMenu,
} from './support/steamSandbox.ts';
import { type BrowserContext, expect, test } from './support/test.ts';

/**
 * Sign-in and session (issue 4) against the real server and its sandbox Steam provider: the OpenID round trip,
 * profile completion, a reload, two tabs, the protected layout, and one refresh for many refused requests.
 */

const { alex, camille } = demoAccounts;

test('a first sign-in completes the profile, goes home, and survives a reload', async ({ page }) => {
  const newcomer = freshAccount('Camille Newcomer');
  await signInOnSandbox(page, newcomer);
  // The server never puts tokens in the address.
  expect(page.url()).not.toContain('access_token');

  const dialog = profileDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue(newcomer.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
    'This field is required',
  );

  await completeProfile(page, newcomer);
  await expect(page.getByText('The data has been successfully updated')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(userMenu(page, newcomer)).toBeVisible();
  await expect(loginLink(page)).toHaveCount(0);

  await page.reload();
  await expect(userMenu(page, newcomer)).toBeVisible();

  // A protected page reloaded while signed in stays put: the guard waits for the session.
  await page.goto('/profile?tab=settings');
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(newcomer));
  await page.reload();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(newcomer));

  // Coming back through Steam with the trade link set goes straight home.
  await logOut(page, newcomer);
  await expect(loginLink(page)).toBeVisible();
  await signInOnSandbox(page, newcomer);
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page, newcomer)).toBeVisible();
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

test('logging out in one tab signs the other tab out within a second', async ({
  context,
}: {
  context: BrowserContext;
}) => {
  const first = await context.newPage();
  await signIn(first, alex);
  const second = await context.newPage();
  await second.goto('/');
  await expect(userMenu(second, alex)).toBeVisible();

  await logOut(first, alex);
  // Told over the BroadcastChannel, not found out at the next request: within a second.
  await expect(loginLink(second)).toBeVisible({ timeout: 1_000 });
  await expect(userMenu(second, alex)).toHaveCount(0);
  await expect(loginLink(first)).toBeVisible();

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
  // The refusals are held until all five calls have come with the expired token (a busy machine may send the page's
  // last call a few seconds after its first), or until 15 s have passed, when the count below says what was missing.
  const callsAtOnce = 5;
  let allRefused = () => {};
  const allCallsIn = new Promise<void>((resolve) => {
    allRefused = resolve;
  });
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.url().endsWith(`/api/${endpointPath(authEndpoints.refresh)}`)) {
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
      if (refused >= callsAtOnce) allRefused();
      await Promise.race([allCallsIn, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await route.fulfill({ status: 401, json: { detail: 'Token expired' } });
      return;
    }
    await route.continue();
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/${endpointPath(authEndpoints.refresh)}`)) refreshes.push(request.url());
  });

  // The settings page and its header and footer make five calls at once through the app's own API client.
  await page.goto('/profile?tab=settings');
  // A busy machine may hydrate the page seconds after it loads; then the held refusals, the slow refresh, the replay.
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(alex), {
    timeout: 30_000,
  });
  expect(refused).toBeGreaterThanOrEqual(callsAtOnce);
  expect(refreshes).toHaveLength(1);
  await expect(userMenu(page, alex)).toBeVisible();
});
