import type { AdminListingPage, AdminListingRow } from '#contract/admin/listings.ts';
import type { AdminBot } from '#contract/admin/orders.ts';

/** Stories and tests draw listings without a server: a small inline picture stands in for Steam's. */
const listingPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#1b2438"/><path d="M8 34h40l8-10H20z" fill="#f5a524"/></svg>',
)}`;

/** Listings as the admin list answers them (contract/admin/listings.ts), one in each state, prices in euros. */
export const onSale: AdminListingRow = {
  id: 101,
  game: 'csgo',
  name: 'AK-47 | Redline (Field-Tested)',
  market_hash_name: 'AK-47 | Redline (Field-Tested)',
  image_url: listingPicture,
  source: 'inventory',
  bot: 'shop_bot_1',
  asset_id: '38150512345',
  item_float: '0.183412',
  state: 'on_sale',
  attention: null,
  inspection_due: true,
  inspected_at: '2026-11-20T09:00:00.000Z',
  off_sale: null,
  order: null,
  reference_price: 21.4,
  reference_read_at: '2026-11-27T08:00:00.000Z',
  rule_price: 23.54,
  fixed_price: null,
  price: 24.72,
  listed_at: '2026-11-20T08:00:00.000Z',
  actions: ['take_off_sale', 'fix_price'],
};

export const pricedByHand: AdminListingRow = {
  ...onSale,
  id: 102,
  name: 'AWP | Asiimov (Battle-Scarred)',
  market_hash_name: 'AWP | Asiimov (Battle-Scarred)',
  asset_id: '38150512346',
  item_float: '0.712004',
  fixed_price: 95,
  price: 99.75,
  actions: ['take_off_sale', 'fix_price', 'clear_price'],
};

export const offSale: AdminListingRow = {
  ...onSale,
  id: 103,
  name: 'Desert Eagle | Blaze (Factory New)',
  market_hash_name: 'Desert Eagle | Blaze (Factory New)',
  asset_id: '38150512347',
  item_float: '0.010233',
  state: 'off_sale',
  off_sale: {
    reason: 'Scratched sticker, checking with the supplier',
    at: '2026-11-26T15:30:00.000Z',
    by: { id: 1, name: 'admin' },
  },
  actions: ['put_on_sale', 'fix_price'],
};

export const leftTheBot: AdminListingRow = {
  ...offSale,
  id: 104,
  name: 'Glock-18 | Fade (Factory New)',
  market_hash_name: 'Glock-18 | Fade (Factory New)',
  off_sale: { reason: 'The asset left the bot outside an order', at: '2026-11-27T06:00:00.000Z', by: null },
  actions: ['fix_price'],
};

export const notInspected: AdminListingRow = {
  ...onSale,
  id: 105,
  name: 'M4A1-S | Printstream (Minimal Wear)',
  market_hash_name: 'M4A1-S | Printstream (Minimal Wear)',
  item_float: null,
  inspected_at: null,
  state: 'not_inspected',
  actions: ['take_off_sale', 'fix_price'],
};

export const unpriced: AdminListingRow = {
  ...onSale,
  id: 106,
  game: 'rust',
  name: 'Tempered AK47',
  market_hash_name: 'Tempered AK47',
  item_float: null,
  inspection_due: false,
  state: 'unpriced',
  reference_price: null,
  reference_read_at: null,
  rule_price: null,
  price: null,
  actions: ['take_off_sale', 'fix_price'],
};

export const needsAttention: AdminListingRow = {
  ...unpriced,
  id: 107,
  game: 'dota2',
  name: 'Genuine Mask of Madness (Unknown slot)',
  market_hash_name: 'Genuine Mask of Madness',
  state: 'needs_attention',
  attention: 'Unknown Dota 2 slot tag: "wearable_extra"',
};

export const reserved: AdminListingRow = {
  ...onSale,
  id: 108,
  name: 'Karambit | Doppler (Factory New)',
  market_hash_name: 'Karambit | Doppler (Factory New)',
  state: 'reserved',
  order: { id: 7, code: 'K7QX-29FD' },
  price: 1234.5,
  actions: ['take_off_sale', 'fix_price'],
};

export const sold: AdminListingRow = {
  ...onSale,
  id: 109,
  name: 'USP-S | Kill Confirmed (Minimal Wear)',
  market_hash_name: 'USP-S | Kill Confirmed (Minimal Wear)',
  state: 'sold',
  order: { id: 9, code: 'P2WE-10CC' },
  actions: [],
};

export const listingsInEveryState: AdminListingRow[] = [
  onSale,
  pricedByHand,
  offSale,
  leftTheBot,
  notInspected,
  unpriced,
  needsAttention,
  reserved,
  sold,
];

/** One page of the list as the server answers it, in euros with a 5 % service fee. */
export const listingsPage = (results: readonly AdminListingRow[], hasMore = false): AdminListingPage => ({
  results: [...results],
  page: 1,
  page_size: 25,
  has_more: hasMore,
  currency: 'EUR',
  service_fee_percent: 5,
});

/** The shop's bots, as the bot filter offers them. */
export const listingBots: AdminBot[] = [
  {
    account_name: 'shop_bot_1',
    persona_name: 'SkinsMarket Bot 1',
    state: 'online',
    last_error: null,
    failed_sign_ins: 0,
    next_sign_in_at: null,
  },
  {
    account_name: 'shop_bot_2',
    persona_name: 'SkinsMarket Bot 2',
    state: 'online',
    last_error: null,
    failed_sign_ins: 0,
    next_sign_in_at: null,
  },
];
