import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { freshAccount, type SteamAccount, signIn, tradeLinkOf, userMenu } from './support/steamSandbox.ts';
import { type BrowserContext, expect, type Page, type Request, test } from './support/test.ts';

/**
 * Two tabs of one browser share the refresh cookie, which every refresh rotates (SECURITY.md): they refresh one at
 * a time (Web Locks), and the token one tab renews serves the other (BroadcastChannel). Real server, Chromium, and
 * Playwright's clock to reach the renewal, a minute before the access token's 15 minutes are up.
 */

const isRefresh = (request: Request) => request.url().endsWith(`/api/${endpointPath(authEndpoints.refresh)}`);

/** Every refresh request of the context's tabs, how many were in flight at once at most, and how many failed. */
function watchRefreshes(context: BrowserContext) {
  const watched = { sent: 0, inFlight: 0, mostInFlight: 0, failed: 0 };
  context.on('request', (request) => {
    if (!isRefresh(request)) return;
    watched.sent += 1;
    watched.inFlight += 1;
    watched.mostInFlight = Math.max(watched.mostInFlight, watched.inFlight);
  });
  // Settled when the answer's headers arrive: the page cannot have acted on it any earlier.
  context.on('response', (response) => {
    if (!isRefresh(response.request())) return;
    watched.inFlight -= 1;
    if (!response.ok()) watched.failed += 1;
  });
  context.on('requestfailed', (request) => {
    if (!isRefresh(request)) return;
    watched.inFlight -= 1;
    watched.failed += 1;
  });
  return watched;
}

/** A first tab signed in as a fresh account, and a second tab opened `minutesLater` (the clock is installed). */
async function twoTabs(context: BrowserContext, name: string, minutesLater: number) {
  await context.clock.install();
  const account = freshAccount(name);
  const first = await context.newPage();
  await signIn(first, account);
  if (minutesLater > 0) await context.clock.fastForward(minutesLater * 60_000);
  const second = await context.newPage();
  await second.goto('/');
  await expect(userMenu(second, account)).toBeVisible();
  return { account, tabs: [first, second] };
}

/** The tab calls the API with the token it holds (the settings form loads the profile) and is still signed in. */
async function stillServed(page: Page, account: SteamAccount) {
  await page.getByRole('banner').getByRole('link', { name: 'SkinsMarket, home' }).click();
  await userMenu(page, account).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Steam trade link' })).toHaveValue(tradeLinkOf(account));
  await expect(userMenu(page, account)).toBeVisible();
}

test('tabs opened minutes apart renew on one schedule: one refresh serves both', async ({ context }) => {
  const { account, tabs } = await twoTabs(context, 'Schedule Sam', 5);
  const refreshes = watchRefreshes(context);

  // The first tab's renewal falls due (14 minutes after its sign-in); the second tab's would, five minutes later.
  await context.clock.fastForward('09:30');
  await expect.poll(() => refreshes.sent).toBe(1);
  await expect.poll(() => refreshes.inFlight).toBe(0);
  // Past the second tab's own renewal point: it took the first tab's token, whose renewal is not due yet.
  await context.clock.fastForward('05:00');
  for (const page of tabs) await stillServed(page, account);
  expect(refreshes).toMatchObject({ sent: 1, failed: 0 });
});

test('two tabs whose renewal falls due at the same moment refresh one after the other, never together', async ({
  context,
}) => {
  const { account, tabs } = await twoTabs(context, 'Same Moment Mo', 0);
  const refreshes = watchRefreshes(context);

  await context.clock.fastForward('14:30');
  await expect.poll(() => refreshes.sent).toBeGreaterThan(0);
  await expect.poll(() => refreshes.inFlight).toBe(0);
  for (const page of tabs) await stillServed(page, account);
  // The second tab adopts the first one's token when it hears of it before its turn comes, else it refreshes after.
  expect(refreshes.sent).toBeLessThanOrEqual(2);
  expect(refreshes).toMatchObject({ mostInFlight: 1, failed: 0 });
});

test('without Web Locks (older browsers) two tabs refreshing together both keep their session', async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { value: undefined });
  });
  const { account, tabs } = await twoTabs(context, 'No Locks Nell', 0);
  const refreshes = watchRefreshes(context);

  await context.clock.fastForward('14:30');
  await expect.poll(() => refreshes.sent).toBeGreaterThan(0);
  await expect.poll(() => refreshes.inFlight).toBe(0);
  // The server gives a second tab presenting the same refresh cookie within seconds the same successor.
  for (const page of tabs) await stillServed(page, account);
  expect(refreshes.failed).toBe(0);
});
