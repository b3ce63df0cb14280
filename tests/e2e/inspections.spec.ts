import { endpointPath } from '#contract/endpoint.ts';
import { type ItemSummary, storeEndpoints, storeSearchAnswerSchema } from '#contract/store.ts';
import { adminInOwnBrowser } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/**
 * CS2 inspections on the real server and its sandboxes (issue 25): the sandbox bot's skins, listed off sale until the
 * sandbox game coordinator has answered through globaloffensive, go on sale with what the game reported, and the
 * product page shows it; the admin sees each bot's game session and what still waits.
 */

/** A skin of the sandbox bot on sale with a scraped sticker: only an inspection writes a sticker's wear. */
async function inspectedSkinWithScrapedSticker(request: import('@playwright/test').APIRequestContext) {
  let found: ItemSummary | undefined;
  await expect
    .poll(
      async () => {
        for (let page = 1; page <= 20 && !found; page++) {
          const path = endpointPath(storeEndpoints.search, {});
          const answer = storeSearchAnswerSchema.parse(
            await (await request.get(`/api/${path}?game=csgo&page=${page}&page_size=100`)).json(),
          );
          found = answer.items.find((item) => item.stickers.some((sticker) => (sticker.wear ?? 0) >= 0.1));
          if (answer.items.length < 100) break;
        }
        return found !== undefined;
      },
      { message: 'the sandbox game coordinator answers the sandbox bot’s skins', timeout: 30_000 },
    )
    .toBe(true);
  return found as ItemSummary;
}

test('a skin inspected through the game shows its float, paint seed and sticker wear, and the admin sees the bots’ game sessions', async ({
  page,
  request,
  browser,
}) => {
  const skin = await inspectedSkinWithScrapedSticker(request);
  await page.goto(`/cs-product/${skin.id}`);
  await expect(page.getByRole('heading', { level: 1, name: skin.name })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Float' }).first()).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${skin.item_float}`),
  );
  await expect(page.getByText('Paint seed', { exact: true })).toBeVisible();
  const scraped = skin.stickers.filter((sticker) => (sticker.wear ?? 0) >= 0.1);
  const stickers = page.getByRole('region', { name: 'Stickers' }).getByRole('listitem');
  for (const sticker of scraped) {
    const percent = `${Math.round((sticker.wear ?? 0) * 100)}%`;
    await expect(stickers.filter({ hasText: `Wear ${percent}` }).first()).toBeVisible();
  }

  const admin = await adminInOwnBrowser(browser);
  // The inspections panel is on the orders page, beside the trade bots (the back-office opens on its dashboard).
  await admin.goto('/profile/admin/all-orders');
  const inspections = admin.getByRole('region', { name: 'CS2 inspections' });
  await expect(inspections.getByRole('list', { name: 'Game sessions' })).toContainText('sandbox_botIn game');
  // The sandbox bot's other skins are inspected at the bot's pace: some may still wait, never the one on sale.
  await expect(inspections).toContainText(/Every CS2 listing has been inspected\.|wait(s)? for the game/);
  await expect(inspections).not.toContainText(`#${skin.id} · sandbox_bot`);
  await admin.context().close();
});
