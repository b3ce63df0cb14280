import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from './errors.ts';
import { currencyCodeSchema, defaultCurrencyCode } from './lists.ts';
import { int4Max } from './primitives.ts';
import {
  dotaQualityKeys,
  dotaSlotKeys,
  type FlagFilterName,
  flagFilterNames,
  gameKeys,
  holdFilterValues,
  itemTypeKeys,
  type ListFilterName,
  type ListFilterSpec,
  type ListFilterValue,
  listFilterNames,
  phaseKeys,
  type RangeFilterName,
  rangeBounds,
  rangeFilterNames,
  rarityKeys,
  type StoreFilterParam,
  sortKeys,
  storeFilterTable,
  tournamentKeys,
} from './storeFilters.ts';
import { wearKeys, wearRangeOfFloat } from './wear.ts';

/**
 * The store: catalogue search, its filter facets, product detail and last trades (spec §3, §7, §9); endpoints
 * at the end of this file.
 */

export {
  csRarityKeys,
  dotaQualityKeys,
  dotaRarityKeys,
  dotaSlotKeys,
  dotaTypeKeys,
  gameKeys,
  holdDayCount,
  holdFilterValues,
  itemTypeKeys,
  phaseKeys,
  rustTypeKeys,
  sortKeys,
  type TournamentKey,
  tournaments,
} from './storeFilters.ts';
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

export const tournamentKeySchema = z.enum(tournamentKeys);
export const rarityKeySchema = z.enum(rarityKeys);
export type RarityKey = z.infer<typeof rarityKeySchema>;
export const dotaQualitySchema = z.enum(dotaQualityKeys);
export type DotaQualityKey = z.infer<typeof dotaQualitySchema>;
export const dotaSlotSchema = z.enum(dotaSlotKeys);
export const itemTypeSchema = z.enum(itemTypeKeys);
export type ItemTypeKey = z.infer<typeof itemTypeSchema>;

export const sortSchema = z.enum(sortKeys);
export type SortKey = z.infer<typeof sortSchema>;

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
/** The store's price bounds, for the last trades' filter too. */
const price = z.coerce.number(expectedNumber).min(storeFilterTable.price.min).max(storeFilterTable.price.max);

/** A filter's value for the server, from its entry in `storeFilterTable`. */
type RangeBoundParam = z.ZodOptional<z.ZodType<number, unknown>>;
type ListParam<Value extends string> = z.ZodOptional<z.ZodType<Value[], string | string[]>>;
type FlagParam = z.ZodOptional<z.ZodType<boolean, 'true' | 'false' | '1' | '0'>>;
type FilterParamsShape = { [Name in RangeFilterName as `${Name}_from` | `${Name}_to`]: RangeBoundParam } & {
  [Name in ListFilterName]: ListParam<ListFilterValue<Name>>;
} & { [Name in FlagFilterName]: FlagParam };

const listValue = (values: ListFilterSpec['values']): z.ZodType<string, string> =>
  'pattern' in values ? z.string().regex(values.pattern, values.message) : z.enum(values);

function filterParamsShape(): FilterParamsShape {
  const shape: Record<StoreFilterParam, z.ZodType> = {} as Record<StoreFilterParam, z.ZodType>;
  for (const name of rangeFilterNames) {
    const { min, max, describe } = storeFilterTable[name];
    const bound = z.coerce.number(expectedNumber).min(min).max(max).optional();
    const params = rangeBounds(name);
    shape[params.from] = bound.describe(describe.from);
    shape[params.to] = bound.describe(describe.to);
  }
  for (const name of listFilterNames) {
    const { values, describe } = storeFilterTable[name];
    shape[name] = listOf(listValue(values), describe).optional();
  }
  for (const name of flagFilterNames) shape[name] = booleanParam(storeFilterTable[name].describe).optional();
  // Each entry is built from the table entry of the same name, as the type says.
  return shape as unknown as FilterParamsShape;
}

/** `GET store/skins/search/`. Filters of another game are accepted and simply match nothing of theirs. */
export const storeSearchQuerySchema = z
  .object({
    game: gameSchema,
    search: z.string().trim().max(100).optional().describe('Words of the item name (prefixes match: "ak red").'),
    ...filterParamsShape(),
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
    wear: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .describe(
        'How scraped the sticker is, 0 to 1, as the game reported it when the listing was inspected; null when the ' +
          'game reports it untouched, or for a listing not inspected',
      ),
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
  id: z.coerce.number(expectedNumber).int().positive().max(int4Max),
});

export const productQuerySchema = z
  .object({ currency: currencyCodeSchema.default(defaultCurrencyCode) })
  .meta({ id: 'ProductQuery' });

export const pricePointSchema = z.object({ traded_at: z.iso.datetime(), price: money }).meta({ id: 'PricePoint' });

/** The market's reference price of a name when the shop read it (its price source: the Steam Community Market). */
export const marketPointSchema = z
  .object({ read_at: z.iso.datetime(), price: money.describe('The market’s price, in the answer currency, no fee') })
  .meta({ id: 'MarketPoint' });

export const productDetailSchema = itemSummarySchema
  .extend({
    available: z.boolean().describe('False once sold: the page then shows the item without a buy button'),
    weapon: z.string().nullable().describe('CS2 weapon or Rust base item, e.g. AK-47'),
    weapon_class: z.string().nullable().describe('CS2: rifle, pistol, smg, heavy, knife, gloves'),
    finish: z.string().nullable(),
    paint_seed: z.int().min(0).max(1000).nullable(),
    finish_float_range: z.tuple([z.number(), z.number()]).nullable(),
    slot: dotaSlotSchema.nullable(),
    price_history: z.array(pricePointSchema).describe('The shop’s own sales of items with the same name, oldest first'),
    market_history: z
      .array(marketPointSchema)
      .describe('The market’s reference price of the same name as the shop read it, oldest first (each change)'),
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

const badRequest = { 400: validationErrorBodySchema };

/** The catalogue's endpoints; the item and sticker pictures are files (contract/pictures.ts), not endpoints. */
export const storeEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: 'store/skins/search/',
    access: 'public',
    tags: ['store'],
    summary: 'Search the listings of a game',
    description: 'Every filter is optional; blank ones are ignored. Prices are in the requested currency.',
    query: storeSearchQuerySchema,
    responses: { 200: storeSearchAnswerSchema, ...badRequest },
  }),
  filters: defineEndpoint({
    method: 'GET',
    path: 'store/skins/filters/',
    access: 'public',
    tags: ['store'],
    summary: 'The values a filter panel offers for a game',
    query: filtersQuerySchema,
    responses: { 200: storeFiltersSchema, ...badRequest },
  }),
  /** `{id}` is the listing's id. */
  product: defineEndpoint({
    method: 'GET',
    path: 'store/skins/{id}/',
    access: 'public',
    tags: ['store'],
    summary: 'A product page: every attribute, price history and similar listings',
    params: productParamsSchema,
    query: productQuerySchema,
    responses: { 200: productDetailSchema, ...badRequest, 404: detailBodySchema },
  }),
  lastTrades: defineEndpoint({
    method: 'GET',
    path: 'store/last_trades/',
    access: 'public',
    tags: ['store'],
    summary: 'The newest sales of a game, 30 a page',
    query: lastTradesQuerySchema,
    responses: { 200: lastTradesAnswerSchema, ...badRequest },
  }),
};
