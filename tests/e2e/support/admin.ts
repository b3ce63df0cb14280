import { type Browser, expect, type Page } from '@playwright/test';
import { e2eAdminLoginSegment, e2eAdminPassword } from '../../../playwright.config.ts';

/** The hidden admin sign-in page of the e2e server. */
export const adminLoginPath = `/admin/${e2eAdminLoginSegment}/login`;

/** Signs the demo admin in on `page` through the hidden admin login; lands on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto(adminLoginPath);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile\/admin$/);
}

/** The demo admin, signed in in a browser of their own (next to a shopper's). */
export async function adminInOwnBrowser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  return page;
}
