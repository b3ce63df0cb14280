import { contactFormSentDetail } from '#contract/lists.ts';
import { expect, type Page, test } from './support/test.ts';

/** The support form (spec §4, §5), opened from the header and the footer, against the real server. */

const supportDialog = (page: Page) => page.getByRole('dialog', { name: 'Contact support' });

async function openFromHeader(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
  await expect(supportDialog(page)).toBeVisible();
  return supportDialog(page);
}

test('the header opens the form, which says what is missing or wrong before sending anything', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/contact_form/')) requests.push(request.url());
  });
  const dialog = await openFromHeader(page);
  const send = dialog.getByRole('button', { name: 'Send message' });

  await send.click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please enter your name');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter your email');
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Where is my trade offer?');
  await send.click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
  await expect(dialog.getByText('Please enter your name')).toHaveCount(0);
  await expect(dialog.getByText('Message is required')).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("a complete message is sent: the server's thanks show and the form closes", async ({ page }) => {
  const dialog = await openFromHeader(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('My trade offer for the AK-47 | Redline never arrived.');

  const sent = page.waitForResponse((response) => response.url().includes('/api/users/contact_form/'));
  await dialog.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).ok()).toBe(true);

  await expect(page.getByText(contactFormSentDetail)).toBeVisible();
  await expect(supportDialog(page)).toBeHidden();

  // Opened again, the form is empty.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click();
  await expect(supportDialog(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test("the footer's contact button opens the same form, and Escape closes it", async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact support' }).click();
  const dialog = supportDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
