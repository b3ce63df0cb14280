import { type Browser, expect, type Page } from '@playwright/test';
import { e2eAdminLoginSegment, e2eAdminPassword } from '../../../playwright.config.ts';

/** The demo admin signed in through the hidden admin login, in a browser context of their own (lands on Orders). */
export async function signInAsAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/admin/${e2eAdminLoginSegment}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile\/admin\/all-orders$/);
  return page;
}
