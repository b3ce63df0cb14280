import { demoAccounts, freshAccount, signIn } from './support/steamSandbox.ts';
import { expect, type Locator, test } from './support/test.ts';

/**
 * Every invalid submit shows its message, however many in a row (issue 28): in a real browser, where taking a field's
 * message away as the focus left it for the submit button used to move the button from under the pointer, so one
 * press in two was lost. Each value is typed key by key, as a shopper types it.
 */

/** What the field says under it: its hint and, when flagged, its message. */
const saidUnder = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function typeKeyByKey(field: Locator, value: string) {
  await field.fill('');
  await field.pressSequentially(value);
}

test('the settings phone is flagged on every invalid submit in a row, then the valid one is saved', async ({
  page,
}) => {
  await signIn(page, demoAccounts.camille);
  await page.goto('/profile?tab=settings');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  const save = page.getByRole('button', { name: 'Save' });
  const rule = "Must start with '+' and have up to 15 digits";
  for (const invalid of ['12345', 'abc', '0049 151']) {
    await typeKeyByKey(phone, invalid);
    // Edited: the last submit's message is gone before the press, so nothing moves under the pointer.
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await save.click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await saidUnder(phone)).toContain(rule);
  }
  await typeKeyByKey(phone, '+4915112345678');
  await save.click();
  await expect(page.getByText('The data has been successfully updated')).toBeVisible();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('the review comment is flagged on every invalid submit in a row, then the valid one is sent', async ({ page }) => {
  await signIn(page, freshAccount('Twice Short Tess'));
  await page.goto('/reviews');
  const form = page.getByRole('form', { name: 'Leave a review' });
  const comment = form.getByRole('textbox', { name: 'Your comment' });
  const submit = form.getByRole('button', { name: 'Submit review' });
  await form.getByRole('radiogroup').getByText('8', { exact: true }).click();
  for (const short of ['Too short', 'Still short!', 'Nope']) {
    await typeKeyByKey(comment, short);
    await submit.click();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(await saidUnder(comment)).toMatch(/at least 20 characters/);
  }
  await typeKeyByKey(comment, 'Now a comment long enough to be sent.');
  await submit.click();
  // Sent: this account has no delivered order, which only the server can tell.
  await expect(page.getByText('Only customers with a delivered order can leave a review.')).toHaveCount(1);
});
