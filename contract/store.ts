import { z } from 'zod';
import { currencyCodeSchema, defaultCurrencyCode } from './lists.ts';
import { wearKeys, wearRangeOfFloat } from './wear.ts';

/**
 * The store: catalogue search, its filter facets, product detail and last trades (spec §3, §7, §9).
 * Paths are relative to the API root `/api/`.
 */
export const storePaths = {
  search: 'store/skins/search/',
  filters: 'store/skins/filters/',
  /** Product detail; `productPath(id)` fills it in. */
  product: 'store/skins/{id}/',
  lastTrades: 'store/last_trades/',
  /** Drawn by the server: `<key>.svg`; summaries carry the full path. */
  itemImages: 'static/images/items/',
  stickerImages: 'static/images/stickers/',
} as const;
export const productPath = (id: number) => storePaths.product.replace('{id}', String(id));

export const gameKeys = ['csgo', 'dota2', 'rust'] as const;
export const gameSchema = z.enum(gameKeys);
export type Game = z.infer<typeof gameSchema>;

export { wearKeys, wears } from './wear.ts';
export const wearKeySchema = z.enum(wearKeys);
export type WearKey = z.infer<typeof wearKeySchema>;

export function wearOfFloat(itemFloat: number): WearKey {
  const wear = wearRangeOfFloat(itemFloat);
  if (!wear) throw new RangeError(`A float lies between 0 and 1, got ${itemFloat}`);
  return wear.key;
}

/** Spec §9: Phase 1 to 4, Emerald, Sapphire, Ruby, Black Pearl. Emerald exists only on Gamma Doppler. */
export const phaseKeys = [
  'phase_1',
  'phase_2',
  'phase_3',
  'phase_4',
  'emerald',
  'sapphire',
  'ruby',
  'black_pearl',
] as const;
export const phaseKeySchema = z.enum(phaseKeys);
export type PhaseKey = z.infer<typeof phaseKeySchema>;
export const phaseNames: Record<PhaseKey, string> = {
  phase_1: 'Phase 1',
  phase_2: 'Phase 2',
  phase_3: 'Phase 3',
  phase_4: 'Phase 4',
  emerald: 'Emerald',
  sapphire: 'Sapphire',
  ruby: 'Ruby',
  black_pearl: 'Black Pearl',
};

/** CS2 Major championships 2014-2024 whose sticker capsules the catalogue holds (spec §9). */
export const tournaments = [
  { key: 'katowice_2014', name: 'Katowice 2014', year: 2014 },
  { key: 'cologne_2014', name: 'Cologne 2014', year: 2014 },
  { key: 'dreamhack_2014', name: 'DreamHack 2014', year: 2014 },
  { key: 'katowice_2015', name: 'Katowice 2015', year: 2015 },
  { key: 'cologne_2015', name: 'Cologne 2015', year: 2015 },
  { key: 'cluj_napoca_2015', name: 'Cluj-Napoca 2015', year: 2015 },
  { key: 'columbus_2016', name: 'MLG Columbus 2016', year: 2016 },
  { key: 'cologne_2016', name: 'Cologne 2016', year: 2016 },
  { key: 'atlanta_2017', name: 'Atlanta 2017', year: 2017 },
  { key: 'krakow_2017', name: 'Krakow 2017', year: 2017 },
  { key: 'boston_2018', name: 'Boston 2018', year: 2018 },
  { key: 'london_2018', name: 'London 2018', year: 2018 },
  { key: 'katowice_2019', name: 'Katowice 2019', year: 2019 },
  { key: 'berlin_2019', name: 'Berlin 2019', year: 2019 },
  { key: 'stockholm_2021', name: 'Stockholm 2021', year: 2021 },
  { key: 'antwerp_2022', name: 'Antwerp 2022', year: 2022 },
  { key: 'rio_2022', name: 'Rio 2022', year: 2022 },
  { key: 'paris_2023', name: 'Paris 2023', year: 2023 },
  { key: 'copenhagen_2024', name: 'Copenhagen 2024', year: 2024 },
  { key: 'shanghai_2024', name: 'Shanghai 2024', year: 2024 },
] as const;
export type TournamentKey = (typeof tournaments)[number]['key'];
export const tournamentKeySchema = z.enum(tournaments.map((tournament) => tournament.key) as [TournamentKey]);

export const csRarityKeys = [
  'consumer',
  'industrial',
  'mil_spec',
  'restricted',
  'classified',
  'covert',
  'contraband',
] as const;
export const dotaRarityKeys = [
  'common',
  'uncommon',
  'rare',
  'mythical',
  'legendary',
  'immortal',
  'arcana',
  'ancient',
] as const;
export const rarityKeySchema = z.enum([...csRarityKeys, ...dotaRarityKeys]);
export type RarityKey = z.infer<typeof rarityKeySchema>;

export const dotaQualityKeys = [
  'standard',
  'genuine',
  'elder',
  'unusual',
  'self_made',
  'inscribed',
  'heroic',
  'cursed',
  'frozen',
  'corrupted',
  'auspicious',
  'exalted',
  'autographed',
] as const;
export const dotaQualitySchema = z.enum(dotaQualityKeys);

/** The equip slots of Dota 2's item schema. */
export const dotaSlotKeys = [
  'weapon',
  'offhand_weapon',
  'head',
  'shoulder',
  'arms',
  'armor',
  'back',
  'belt',
  'legs',
  'neck',
  'mount',
  'tail',
  'gloves',
  'misc',
  'summon',
  'ability1',
  'ability2',
  'ability3',
  'ability4',
  'ultimate',
  'ambient_effects',
  'taunt',
  'courier',
  'ward',
  'announcer',
  'mega_kills',
  'music',
  'hud',
  'loading_screen',
  'terrain',
  'weather',
  'cursor_pack',
  'emblem',
  'voice',
  'heroic_statue',
  'multikill_banner',
  'blink_effect',
  'teleport_effect',
  'versus_screen',
  'streak_effect',
  'radiant_creeps',
  'dire_creeps',
  'radiant_towers',
  'dire_towers',
  'emoticon_tool',
] as const;
export const dotaSlotSchema = z.enum(dotaSlotKeys);

export const dotaTypeKeys = [
  'wearable',
  'courier',
  'ward',
  'taunt',
  'bundle',
  'treasure',
  'loading_screen',
  'hud_skin',
  'announcer',
  'music',
  'terrain',
  'cursor_pack',
] as const;
export const rustTypeKeys = ['weapon_skin', 'clothing', 'armor', 'door', 'box', 'tool', 'deployable'] as const;
export const itemTypeSchema = z.enum([...dotaTypeKeys, ...rustTypeKeys]);

export const sortKeys = ['lowest_price', 'highest_price', 'price'] as const;
export const sortSchema = z.enum(sortKeys);
export type SortKey = z.infer<typeof sortSchema>;

export const holdDayCount = 8;
export const holdFilterValues = ['1', '2', '3', '4', '5', '6', '7', '8', 'none'] as const;
export const maxPageSize = 100;
export const defaultPageSize = 24;

/**
 * Query parameters arrive as strings; empty or null ones mean "no filter" (spec §7): `?price_from=&hero=`
 * is the same as no parameter at all. Run this before validating.
 */
export function stripEmptyParams(query: Record<string, unknown>): Record<string, unknown> {
  const isBlank = (value: unknown) => value === undefined || value === null || value === '' || value === 'null';
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const present = value.filter((entry) => !isBlank(entry));
      if (present.length > 0) kept[name] = present;
    } else if (!isBlank(value)) {
      kept[name] = value;
    }
  }
  return kept;
}

const listDescription = (of: string) =>
  `${of}; several values as repeated parameters (\`?x=a&x=b\`) or one comma-separated value (\`?x=a,b\`). An item matches when it has any of them.`;

/** Accepts `a`, `a,b` or a repeated parameter (`['a', 'b']`), always giving a list. */
function listOf<Value extends z.ZodType<string, string>>(value: Value, description: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(value).max(50))
    .describe(
      listDescription(value instanceof z.ZodEnum ? `${description} (${value.options.join(', ')})` : description),
    );
}

const booleanParam = (description: string) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .describe(`${description}: true or false.`);

/** Only a value that is not a number reads 'Expected a number'; range checks keep their own messages. */
const expectedNumber = {
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'Expected a number' : undefined),
};
const price = z.coerce.number(expectedNumber).min(0).max(100_000_000);
const itemFloat = z.coerce.number(expectedNumber).min(0).max(1);
const heroKey = z.string().regex(/^[a-z0-9_]+$/, 'Expected a hero key such as anti_mage');

/** `GET store/skins/search/`. Filters of another game are accepted and simply match nothing of theirs. */
export const storeSearchQuerySchema = z
  .object({
    game: gameSchema,
    search: z.string().trim().max(100).optional().describe('Words of the item name (prefixes match: "ak red").'),
    price_from: price.optional().describe('Lowest price shown, in the requested currency, inclusive.'),
    price_to: price.optional().describe('Highest price shown, in the requested currency, inclusive.'),
    float_from: itemFloat.optional().describe('CS2 float, inclusive (6 decimals shown).'),
    float_to: itemFloat.optional().describe('CS2 float, inclusive.'),
    exterior: listOf(wearKeySchema, 'CS2 exteriors').optional(),
    phase: listOf(phaseKeySchema, 'Doppler phases').optional(),
    tournament: listOf(tournamentKeySchema, 'Tournaments of the applied stickers').optional(),
    stattrak: booleanParam('StatTrak™').optional(),
    souvenir: booleanParam('Souvenir').optional(),
    rare: booleanParam('Rare pattern, phase or float').optional(),
    name_tag: booleanParam('Has a name tag').optional(),
    hold: listOf(
      z.enum(holdFilterValues),
      'Trade hold: N = tradable again within N days (more than N-1), none = tradable now',
    ).optional(),
    type: listOf(itemTypeSchema, 'Dota 2 or Rust item types').optional(),
    hero: listOf(heroKey, 'Dota 2 heroes (keys from the filters endpoint)').optional(),
    slot: listOf(dotaSlotSchema, 'Dota 2 slots').optional(),
    rarity: listOf(rarityKeySchema, 'Rarities').optional(),
    quality: listOf(dotaQualitySchema, 'Dota 2 qualities').optional(),
    sort: sortSchema
      .optional()
      .describe(
        'lowest_price and price: ascending price; highest_price: descending. Equal prices keep a stable order ' +
          '(exact market value, then id). Without sort: catalogue order (id).',
      ),
    page: z.coerce.number(expectedNumber).int().min(1).max(100_000).default(1),
    page_size: z.coerce.number(expectedNumber).int().min(1).max(maxPageSize).default(defaultPageSize),
    currency: currencyCodeSchema.default(defaultCurrencyCode),
  })
  .meta({ id: 'StoreSearchQuery' });
export type StoreSearchQuery = z.input<typeof storeSearchQuerySchema>;
export type StoreSearchFilters = z.output<typeof storeSearchQuerySchema>;

const money = z.number().describe('2 decimals, in the answer currency');
const floatString = z
  .string()
  .regex(/^\d\.\d{6}$/)
  .describe('Float with 6 decimals, e.g. "0.071234"');

export const stickerSchema = z
  .object({
    name: z.string(),
    image: z.string().describe('Path on the API host'),
    slot: z.int().min(0).max(4),
    tournament: tournamentKeySchema.nullable(),
    year: z.int().nullable(),
  })
  .meta({ id: 'Sticker' });
export type Sticker = z.infer<typeof stickerSchema>;

export const itemSummarySchema = z
  .object({
    id: z.int().positive(),
    game: gameSchema,
    name: z.string(),
    image_url: z.string().describe('Path on the API host'),
    price: money,
    currency: currencyCodeSchema,
    item_float: floatString.nullable(),
    wear: wearKeySchema.nullable(),
    rarity: rarityKeySchema.nullable(),
    rarity_color: z.string().describe('Hex colour of the rarity, e.g. #eb4b4b'),
    phase: phaseKeySchema.nullable(),
    stickers: z.array(stickerSchema),
    hold_until: z.iso.datetime().nullable().describe('Tradable again after this instant; null when tradable now'),
    stattrak: z.boolean(),
    souvenir: z.boolean(),
    rare: z.boolean(),
    name_tag: z.string().nullable(),
    hero: z.string().nullable().describe('Dota 2 hero name'),
    type: itemTypeSchema.nullable().describe('Dota 2 or Rust item type'),
    quality: dotaQualitySchema.nullable(),
  })
  .meta({ id: 'ItemSummary' });
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const storeSearchAnswerSchema = z
  .object({
    items: z.array(itemSummarySchema),
    total: z.int().min(0).describe('Listings matching the filters, counted up to 1,000'),
    total_exact: z.boolean().describe('False when more listings match than `total` (the count stops at 1,000)'),
    page: z.int().min(1),
    page_size: z.int().min(1),
    currency: currencyCodeSchema,
  })
  .meta({ id: 'StoreSearchAnswer' });
export type StoreSearchAnswer = z.infer<typeof storeSearchAnswerSchema>;

export const productParamsSchema = z.object({
  id: z.coerce.number(expectedNumber).int().positive().max(2_147_483_647),
});

export const productQuerySchema = z
  .object({ currency: currencyCodeSchema.default(defaultCurrencyCode) })
  .meta({ id: 'ProductQuery' });

export const pricePointSchema = z.object({ traded_at: z.iso.datetime(), price: money }).meta({ id: 'PricePoint' });

export const productDetailSchema = itemSummarySchema
  .extend({
    available: z.boolean().describe('False once sold: the page then shows the item without a buy button'),
    weapon: z.string().nullable().describe('CS2 weapon or Rust base item, e.g. AK-47'),
    weapon_class: z.string().nullable().describe('CS2: rifle, pistol, smg, heavy, knife, gloves'),
    finish: z.string().nullable(),
    paint_seed: z.int().min(0).max(1000).nullable(),
    finish_float_range: z.tuple([z.number(), z.number()]).nullable(),
    slot: dotaSlotSchema.nullable(),
    price_history: z.array(pricePointSchema).describe('Sales of items with the same name, oldest first'),
    similar: z.array(itemSummarySchema).describe('Other listings of the same skin or item'),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Spec §7: the home page asks game=csgo, price_from=50, page=1 and shows the first 15. */
export const lastTradesQuerySchema = z
  .object({
    game: gameSchema.default('csgo'),
    price_from: price.optional().describe('Lowest sale price, in the requested currency'),
    page: z.coerce.number(expectedNumber).int().min(1).max(1000).default(1),
    currency: currencyCodeSchema.default(defaultCurrencyCode),
  })
  .meta({ id: 'LastTradesQuery' });
export type LastTradesQuery = z.input<typeof lastTradesQuerySchema>;
export type LastTradesFilters = z.output<typeof lastTradesQuerySchema>;
export const lastTradesPageSize = 30;

export const lastTradeSchema = z
  .object({
    id: z.int().positive().describe('The sold item'),
    name: z.string(),
    image_url: z.string(),
    price: money.describe('Sale price'),
    item_float: floatString.nullable(),
    traded_at: z.iso.datetime(),
  })
  .meta({ id: 'LastTrade' });
export type LastTrade = z.infer<typeof lastTradeSchema>;
export const lastTradesAnswerSchema = z.object({ data: z.array(lastTradeSchema) }).meta({ id: 'LastTradesAnswer' });

const facet = z.object({ value: z.string(), label: z.string() });
export const filtersQuerySchema = z.object({ game: gameSchema }).meta({ id: 'StoreFiltersQuery' });
export const storeFiltersSchema = z
  .object({
    game: gameSchema,
    sorts: z.array(sortSchema),
    hold: z.array(z.enum(holdFilterValues)),
    exteriors: z.array(facet.extend({ abbreviation: z.string(), min: z.number(), max: z.number() })),
    phases: z.array(facet),
    tournaments: z.array(facet.extend({ year: z.int() })),
    rarities: z.array(facet.extend({ color: z.string() })),
    types: z.array(facet),
    heroes: z.array(facet),
    slots: z.array(facet),
    qualities: z.array(facet.extend({ color: z.string() })),
  })
  .meta({
    id: 'StoreFilters',
    description: 'The values a filter panel offers for one game; empty lists do not apply.',
  });
export type StoreFilters = z.infer<typeof storeFiltersSchema>;
