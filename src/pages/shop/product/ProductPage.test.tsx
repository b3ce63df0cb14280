import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateMessages, i18n } from '#app/i18n.ts';
import type { ProductDetail, Sticker } from '#contract/store.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { csFacets } from '#ui/StoreFilters/StoreFilters.fixtures.ts';
import { ProductAttributes } from './ProductPage.tsx';

/**
 * A CS2 skin's attributes as the game reported them when the shop inspected it: the float, the paint seed, the Doppler
 * phase and each sticker's wear, in English and French.
 */

const sticker = (slot: number, wear: Sticker['wear']): Sticker => ({
  name: `Sticker ${slot} | Katowice 2014`,
  image: `/api/static/images/stickers/sticker_${slot}.svg`,
  slot,
  tournament: 'katowice_2014',
  year: 2014,
  wear,
});

const doppler: ProductDetail = {
  id: 31,
  game: 'csgo',
  name: '★ Karambit | Doppler (Factory New)',
  image_url: '/api/static/images/items/karambit_doppler.svg',
  price: 812.4,
  currency: 'EUR',
  item_float: '0.012345',
  wear: 'factory_new',
  rarity: 'covert',
  rarity_color: '#eb4b4b',
  phase: 'ruby',
  stickers: [],
  hold_until: null,
  stattrak: false,
  souvenir: false,
  rare: true,
  name_tag: null,
  available: true,
  weapon: 'Karambit',
  weapon_class: 'knife',
  finish: 'Doppler',
  paint_seed: 0,
  finish_float_range: [0, 0.08],
  hero: null,
  slot: null,
  type: null,
  quality: null,
  price_history: [],
  market_history: [],
  similar: [],
};

const stickered: ProductDetail = {
  ...doppler,
  name: 'AK-47 | Redline (Field-Tested)',
  item_float: '0.253400',
  wear: 'field_tested',
  phase: null,
  weapon: 'AK-47',
  finish: 'Redline',
  paint_seed: 412,
  // Untouched, untouched too, barely scraped, and half scraped.
  stickers: [sticker(0, null), sticker(1, 0), sticker(2, 0.004), sticker(3, 0.4871)],
};

function attributes(product: ProductDetail) {
  render(
    <I18nProvider i18n={i18n}>
      <ProductAttributes product={product} facets={csFacets} />
    </I18nProvider>,
  );
}

/** The value shown under an attribute's name. */
const shownFor = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

const stickerItems = () =>
  within(screen.getByRole('region', { name: /^(Stickers|Autocollants)$/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => activateSourceLocale());

describe('a CS2 skin’s inspected attributes', () => {
  it('shows the paint seed, including seed 0, and the Doppler phase the paint index named', () => {
    attributes(doppler);
    expect(shownFor('Paint seed')).toBe('0');
    expect(shownFor('Phase')).toBe('Ruby');
    expect(shownFor('Exterior')).toBe('FNFactory New');
    expect(screen.getByRole('meter', { name: 'Float' }).getAttribute('aria-valuetext')).toBe('0.012345, Factory New');
  });

  it('shows each sticker’s wear as a percentage, and none for an untouched one', () => {
    attributes(stickered);
    expect(shownFor('Paint seed')).toBe('412');
    expect(stickerItems()).toEqual([
      'Sticker 0 | Katowice 2014',
      'Sticker 1 | Katowice 2014',
      'Sticker 2 | Katowice 2014Wear 0.4%',
      'Sticker 3 | Katowice 2014Wear 49%',
    ]);
  });

  it('says it in French', () => {
    activateMessages('fr');
    attributes(stickered);
    expect(shownFor('Motif (paint seed)')).toBe('412');
    const items = stickerItems();
    // French percentages are written with a narrow no-break space before the sign, and a decimal comma.
    expect(items[2]).toMatch(/^Sticker 2 \| Katowice 2014Usure 0,4\s%$/u);
    expect(items[3]).toMatch(/^Sticker 3 \| Katowice 2014Usure 49\s%$/u);
  });
});
