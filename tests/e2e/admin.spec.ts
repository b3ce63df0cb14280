import { e2eAdminLoginSegment, e2eAdminPassword } from '../../playwright.config.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The hidden back-office sign-in (issue 4, spec §2) against the real server: its demo admin `admin` and the
 * segment the e2e server is started with.
 */

const loginPath = `/admin/${e2eAdminLoginSegment}/login`;
const adminOrdersPath = '/profile/admin/all-orders';
const dashboardPath = '/profile/admin';

async function signIn(page: Page, password: string) {
  await page.goto(loginPath);
  await expect(page.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a wrong password is refused with the server’s message', async ({ page }) => {
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${loginPath}$`));
  // The public layout stays away: no header, no Steam sign-in.
  await expect(page.getByRole('link', { name: /Login via STEAM/ })).toHaveCount(0);
});

test('the right password lands on the dashboard with the back-office in the user menu', async ({ page }) => {
  await signIn(page, e2eAdminPassword);
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The demo shop's figures: its stock on sale by game, the health of its bot and gateways, the week's figures.
  const stock = page.getByRole('table', { name: 'Stock on sale' });
  for (const game of ['CS2', 'Dota 2', 'Rust']) {
    await expect(stock.getByRole('rowheader', { name: game, exact: true })).toBeVisible();
  }
  const health = page.getByRole('list', { name: 'Health of the shop' });
  await expect(health.getByRole('heading', { name: 'Trade bots' })).toBeVisible();
  await expect(health.getByRole('heading', { name: 'Payment webhooks' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Figures of the period' }).getByText('Orders paid')).toBeVisible();
  // The period is a click away, and stays in the URL.
  await page.getByRole('radiogroup', { name: 'Period (UTC days)' }).getByText('Last 30 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(page).toHaveURL(/\/profile\/admin\?period=30d$/);
  await expect(page.getByRole('table', { name: 'Revenue per day' })).toBeAttached();

  await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Dashboard', 'Orders', 'Users', 'Support center', 'Configurations']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  // Signed in, the hidden page has nothing more to offer.
  await page.goto(loginPath);
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
});

test("a visitor on the admin orders is sent home with 'Please login first'", async ({ page }) => {
  await page.goto(adminOrdersPath);
  await expect(page.getByText('Please login first')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
