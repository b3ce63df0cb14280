import { e2eAdminLoginSegment, e2eAdminPassword } from '../../playwright.config.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The hidden back-office sign-in (issue 4, spec §2) against the real server: its demo admin `admin` and the
 * segment the e2e server is started with.
 */

const loginPath = `/admin/${e2eAdminLoginSegment}/login`;
const adminOrdersPath = '/profile/admin/all-orders';

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

test('the right password lands on the admin orders with the back-office in the user menu', async ({ page }) => {
  await signIn(page, e2eAdminPassword);
  await expect(page).toHaveURL(new RegExp(`${adminOrdersPath}$`));
  await page.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Orders', 'Users', 'Support center', 'Configurations']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  // Signed in, the hidden page has nothing more to offer.
  await page.goto(loginPath);
  await expect(page).toHaveURL(new RegExp(`${adminOrdersPath}$`));
});

test("a visitor on the admin orders is sent home with 'Please login first'", async ({ page }) => {
  await page.goto(adminOrdersPath);
  await expect(page.getByText('Please login first')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
