import { adminInOwnBrowser } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The back-office's listings page (issue 25) against the real server: an admin filters the listings, picks two,
 * takes them off sale with a reason, finds them off sale with that reason, and puts them back, in English and in
 * French. Dota 2 listings: the other journeys buy CS2 and Rust skins, so none of them misses a skin meanwhile.
 */

test.describe.configure({ mode: 'serial' });

const words = {
  en: {
    heading: 'Listings',
    onSale: 'On sale',
    offSale: 'Off sale',
    game: 'Game',
    apply: 'Apply filters',
    selected: '2 listings selected',
    takeOff: 'Take off sale…',
    takeOffDialog: 'Take off sale',
    takeOffConfirm: 'Take off sale',
    putBack: 'Put back on sale…',
    putBackDialog: 'Put back on sale',
    putBackConfirm: 'Put back on sale',
    reason: 'Reason',
    noReason: 'Give a reason of at least 3 characters',
    takenOff: '2 listings taken off sale.',
    putBackDone: '2 listings put back on sale.',
    takenOffBy: 'Taken off by admin',
    offReason: 'Stickers misdescribed, checking with Steam',
    onReason: 'Stickers checked, all as described',
  },
  fr: {
    heading: 'Annonces',
    onSale: 'En vente',
    offSale: 'Retirée de la vente',
    game: 'Jeu',
    apply: 'Appliquer les filtres',
    selected: '2 annonces sélectionnées',
    takeOff: 'Retirer de la vente…',
    takeOffDialog: 'Retirer de la vente',
    takeOffConfirm: 'Retirer de la vente',
    putBack: 'Remettre en vente…',
    putBackDialog: 'Remettre en vente',
    putBackConfirm: 'Remettre en vente',
    reason: 'Motif',
    noReason: "Indiquez un motif d'au moins 3 caractères",
    takenOff: '2 annonces retirées de la vente.',
    putBackDone: '2 annonces remises en vente.',
    takenOffBy: 'Retirée par admin',
    offReason: 'Autocollants mal décrits, vérification avec Steam',
    onReason: 'Autocollants vérifiés, conformes',
  },
} as const;

/** Ticks exactly `state` among the state filters, keeps Dota 2 and applies them. */
async function showOnly(admin: Page, w: (typeof words)['en' | 'fr'], state: string) {
  for (const name of [w.onSale, w.offSale]) {
    const box = admin.getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) !== (name === state)) {
      await box.focus();
      await admin.keyboard.press('Space');
    }
  }
  await admin.getByRole('button', { name: w.apply }).click();
}

/** A listing's row, found by its name among the rows of every table on the page (the recent syncs' too). */
const listRow = (admin: Page, name: string) =>
  admin
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name }) });

/** Picks two rows by their boxes, then runs `trigger` on them from the selection's bar, with a reason. */
async function actOnPicked(
  admin: Page,
  w: (typeof words)['en' | 'fr'],
  names: string[],
  action: { trigger: string; dialog: string; confirm: string; reason: string; done: string },
) {
  // A press on the box's cell, as an admin clicks it: the box is drawn over its visually hidden input.
  for (const name of names) {
    await listRow(admin, name).getByRole('gridcell').first().click();
    await expect(listRow(admin, name).getByRole('checkbox')).toBeChecked();
  }
  const bar = admin.getByRole('region', { name: /Selected listings|Annonces sélectionnées/ });
  await expect(bar).toContainText(w.selected);
  await bar.getByRole('button', { name: action.trigger }).click();
  const dialog = admin.getByRole('dialog', { name: action.dialog });
  await dialog.getByRole('button', { name: action.confirm }).click();
  await expect(dialog.getByText(w.noReason)).toBeVisible();
  await dialog.getByRole('textbox', { name: w.reason }).fill(action.reason);
  await dialog.getByRole('button', { name: action.confirm }).click();
  await expect(admin.getByText(action.done)).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const locale of ['en', 'fr'] as const) {
  test(`an admin filters the listings, takes two off sale with a reason and puts them back (${locale})`, async ({
    browser,
  }) => {
    // Two actions, each confirmed twice, and four lists: generous on a busy machine.
    test.setTimeout(180_000);
    const w = words[locale];
    const admin = await adminInOwnBrowser(browser);
    await admin.evaluate((language) => localStorage.setItem('language_cs_skins', language), locale);
    await admin.context().addCookies([{ name: 'language_cs_skins', value: locale, url: admin.url() }]);
    await admin.goto('/profile/admin/listings');
    // The page's code and its first list arrive after the sign-in: generous on a busy machine.
    await expect(admin.getByRole('heading', { level: 1, name: w.heading })).toBeVisible({ timeout: 30_000 });

    await admin.getByRole('button', { name: new RegExp(` ${w.game}$`) }).click();
    await admin.getByRole('option', { name: 'Dota 2' }).click();
    await showOnly(admin, w, w.onSale);
    await expect(admin).toHaveURL(/state=[^&]*on_sale/);
    await expect(admin).toHaveURL(/game=[^&]*dota2/);
    // The listings' own table (the recent syncs are a table too).
    const rowHeaders = admin.getByRole('grid', { name: w.heading, exact: true }).getByRole('rowheader');
    await expect(rowHeaders.first()).toContainText('Dota 2');
    // Each run picks its own two: the English run the first two, the French one the next two.
    const first = locale === 'en' ? 0 : 2;
    const names = await Promise.all(
      [first, first + 1].map(
        async (index) => /#\d+/.exec((await rowHeaders.nth(index).textContent()) ?? '')?.[0] ?? '',
      ),
    );
    expect(names).not.toContain('');
    for (const name of names) await expect(listRow(admin, name)).toContainText(w.onSale);

    await actOnPicked(admin, w, names, {
      trigger: w.takeOff,
      dialog: w.takeOffDialog,
      confirm: w.takeOffConfirm,
      reason: w.offReason,
      done: w.takenOff,
    });
    // Off sale, they leave the list of those on sale.
    for (const name of names) await expect(listRow(admin, name)).toHaveCount(0);

    await showOnly(admin, w, w.offSale);
    await expect(admin).toHaveURL(/state=[^&]*off_sale/);
    for (const name of names) {
      await expect(listRow(admin, name)).toContainText(w.offReason);
      await expect(listRow(admin, name)).toContainText(w.takenOffBy);
    }

    await actOnPicked(admin, w, names, {
      trigger: w.putBack,
      dialog: w.putBackDialog,
      confirm: w.putBackConfirm,
      reason: w.onReason,
      done: w.putBackDone,
    });
    for (const name of names) await expect(listRow(admin, name)).toHaveCount(0);
    await showOnly(admin, w, w.onSale);
    for (const name of names) await expect(listRow(admin, name)).toContainText(w.onSale);
    await admin.context().close();
  });
}
