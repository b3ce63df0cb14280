import type { StoreFilters } from './store.ts';
import { wearKeys } from './wear.ts';

/**
 * The store's filters, declared once (spec §3, §7, §9). The URL's search schema (src/routes), the server's
 * query schema and so its OpenAPI description (contract/store.ts), the filter panel's groups (src/ui) and the
 * SQL conditions (server/catalogue) are all derived from `storeFilterTable`. Kept free of zod so the route
 * files' validation, which ships with the SPA's entry, can read it without pulling the full schemas in.
 *
 * A new filter is one entry below, then whatever the type checker asks for: its SQL in
 * server/catalogue/filterConditions.ts and its labels in src/ui/StoreFilters (and, for a list whose values
 * are translated, src/lib/catalogueLabels.ts).
 */

export const gameKeys = ['csgo', 'dota2', 'rust'] as const;
type GameKey = (typeof gameKeys)[number];

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
export const tournamentKeys = tournaments.map((tournament) => tournament.key);

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
export const rarityKeys = [...csRarityKeys, ...dotaRarityKeys] as const;

/** Spec §9's qualities, and Autographed, which the Steam market also lists. */
export const dotaQualityKeys = [
  'standard',
  'genuine',
  'elder',
  'unusual',
  'self_made',
  'inscribed',
  'heroic',
  'cursed',
  'favored',
  'ascendant',
  'frozen',
  'corrupted',
  'auspicious',
  'exalted',
  'infused',
  'autographed',
] as const;

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

/** Spec §9's Dota 2 types ("gem/rune" as `gem_rune`). */
export const dotaTypeKeys = [
  'wearable',
  'courier',
  'ward',
  'taunt',
  'bundle',
  'treasure',
  'treasure_key',
  'retired_chest',
  'loading_screen',
  'hud_skin',
  'announcer',
  'music',
  'terrain',
  'cursor_pack',
  'gem_rune',
  'league',
  'misc',
  'pennant',
  'player_card',
  'recipe',
  'sticker',
  'tool',
] as const;
export const rustTypeKeys = ['weapon_skin', 'clothing', 'armor', 'door', 'box', 'tool', 'deployable'] as const;
/** Both games' types; `tool` is one of each. */
export const itemTypeKeys = [...dotaTypeKeys, ...rustTypeKeys] as const;

export const holdDayCount = 8;
export const holdFilterValues = ['1', '2', '3', '4', '5', '6', '7', '8', 'none'] as const;

/** The facets of the filters endpoint (`StoreFilters`) that offer a list filter's values for one game. */
export type StoreFacetName =
  | 'exteriors'
  | 'phases'
  | 'tournaments'
  | 'hold'
  | 'types'
  | 'heroes'
  | 'slots'
  | 'rarities'
  | 'qualities';

interface FilterBase {
  /** The stores that offer it; elsewhere the SPA drops it and the server lets it match nothing of theirs. */
  games: readonly GameKey[];
}

/** Two URL parameters, `<name>_from` and `<name>_to`, each inclusive and optional. */
export interface RangeFilterSpec extends FilterBase {
  kind: 'range';
  min: number;
  max: number;
  /** How the panel edits it: amounts typed in the shown currency, or a two-thumb slider. */
  control: { type: 'amount' } | { type: 'slider'; step: number; fractionDigits: number };
  describe: { from: string; to: string };
}

/** One parameter holding several values; an item matches when it has any of them. */
export interface ListFilterSpec extends FilterBase {
  kind: 'list';
  /** The values the server accepts: a closed list, or keys of the catalogue's shape (heroes). */
  values: readonly string[] | { pattern: RegExp; message: string };
  /** The facet of the filters endpoint offering this game's values. */
  facet: StoreFacetName;
  describe: string;
}

/** A yes-or-no attribute: the URL only ever says yes; the server also accepts no (`false`, `0`). */
export interface FlagFilterSpec extends FilterBase {
  kind: 'flag';
  describe: string;
}

export type StoreFilterSpec = RangeFilterSpec | ListFilterSpec | FlagFilterSpec;

const everyGame = gameKeys;
const cs2 = ['csgo'] as const;

/** In the panel's order: ranges, the game's lists, then the flags and the trade hold. */
export const storeFilterTable = {
  price: {
    kind: 'range',
    games: everyGame,
    min: 0,
    max: 100_000_000,
    control: { type: 'amount' },
    describe: {
      from: 'Lowest price shown, in the requested currency, inclusive.',
      to: 'Highest price shown, in the requested currency, inclusive.',
    },
  },
  float: {
    kind: 'range',
    games: cs2,
    min: 0,
    max: 1,
    control: { type: 'slider', step: 0.01, fractionDigits: 2 },
    describe: { from: 'CS2 float, inclusive (6 decimals shown).', to: 'CS2 float, inclusive.' },
  },
  exterior: { kind: 'list', games: cs2, values: wearKeys, facet: 'exteriors', describe: 'CS2 exteriors' },
  phase: { kind: 'list', games: cs2, values: phaseKeys, facet: 'phases', describe: 'Doppler phases' },
  tournament: {
    kind: 'list',
    games: cs2,
    values: tournamentKeys,
    facet: 'tournaments',
    describe: 'Tournaments of the applied stickers',
  },
  type: {
    kind: 'list',
    games: ['dota2', 'rust'],
    values: itemTypeKeys,
    facet: 'types',
    describe: 'Dota 2 or Rust item types',
  },
  hero: {
    kind: 'list',
    games: ['dota2'],
    values: { pattern: /^[a-z0-9_]+$/, message: 'Expected a hero key such as anti_mage' },
    facet: 'heroes',
    describe: 'Dota 2 heroes (keys from the filters endpoint)',
  },
  slot: { kind: 'list', games: ['dota2'], values: dotaSlotKeys, facet: 'slots', describe: 'Dota 2 slots' },
  rarity: { kind: 'list', games: ['csgo', 'dota2'], values: rarityKeys, facet: 'rarities', describe: 'Rarities' },
  quality: {
    kind: 'list',
    games: ['dota2'],
    values: dotaQualityKeys,
    facet: 'qualities',
    describe: 'Dota 2 qualities',
  },
  stattrak: { kind: 'flag', games: cs2, describe: 'StatTrak™' },
  souvenir: { kind: 'flag', games: cs2, describe: 'Souvenir' },
  rare: { kind: 'flag', games: cs2, describe: 'Rare pattern, phase or float' },
  name_tag: { kind: 'flag', games: cs2, describe: 'Has a name tag' },
  hold: {
    kind: 'list',
    games: everyGame,
    values: holdFilterValues,
    facet: 'hold',
    describe: 'Trade hold: N = tradable again within N days (more than N-1), none = tradable now',
  },
} as const satisfies Record<string, StoreFilterSpec>;

export type StoreFilterTable = typeof storeFilterTable;
export type StoreFilterName = keyof StoreFilterTable;
type FilterOfKind<Kind extends StoreFilterSpec['kind']> = {
  [Name in StoreFilterName]: StoreFilterTable[Name]['kind'] extends Kind ? Name : never;
}[StoreFilterName];
export type RangeFilterName = FilterOfKind<'range'>;
export type ListFilterName = FilterOfKind<'list'>;
export type FlagFilterName = FilterOfKind<'flag'>;

/** The values a list filter accepts (any string for keys checked by pattern, such as heroes). */
export type ListFilterValue<Name extends ListFilterName> =
  StoreFilterTable[Name]['values'] extends readonly (infer Value extends string)[] ? Value : string;

/** The URL parameters of a range: `price_from`, `price_to`. */
export type RangeBound<Name extends RangeFilterName> = `${Name}_from` | `${Name}_to`;
export const rangeBounds = <Name extends RangeFilterName>(name: Name) =>
  ({ from: `${name}_from`, to: `${name}_to` }) as const satisfies Record<'from' | 'to', RangeBound<Name>>;

/** Every URL parameter a filter owns, in the table's order. */
export type StoreFilterParam = RangeBound<RangeFilterName> | ListFilterName | FlagFilterName;

export const storeFilterNames = Object.keys(storeFilterTable) as StoreFilterName[];

export const isRangeFilter = (name: StoreFilterName): name is RangeFilterName =>
  storeFilterTable[name].kind === 'range';
export const isListFilter = (name: StoreFilterName): name is ListFilterName => storeFilterTable[name].kind === 'list';
export const isFlagFilter = (name: StoreFilterName): name is FlagFilterName => storeFilterTable[name].kind === 'flag';
export const rangeFilterNames = storeFilterNames.filter(isRangeFilter);
export const listFilterNames = storeFilterNames.filter(isListFilter);
export const flagFilterNames = storeFilterNames.filter(isFlagFilter);

export const storeFilterParams: StoreFilterParam[] = [
  ...rangeFilterNames.flatMap((name) => Object.values(rangeBounds(name))),
  ...listFilterNames,
  ...flagFilterNames,
];

/**
 * The filters as the SPA holds them, in the URL and the panel: absent = no filter, lists of keys as the
 * filters endpoint writes them (the store keeps those its game offers), and a flag that is only ever on.
 */
export type StoreFilterValues = { [Name in RangeFilterName as RangeBound<Name>]?: number | undefined } & {
  [Name in ListFilterName]?: string[] | undefined;
} & { [Name in FlagFilterName]?: true | undefined };

/** Whether a game's store offers a filter (spec §3: float and the flags are CS2's). */
export const gameOffers = (game: GameKey, name: StoreFilterName): boolean =>
  (storeFilterTable[name].games as readonly GameKey[]).includes(game);

/** The orders a store's results can be sorted in. */
export const sortKeys = ['lowest_price', 'highest_price', 'price'] as const;

/** The values, with their English names, that the filters endpoint offers for one list filter of the table. */
export function facetOptions(facets: StoreFilters, name: ListFilterName): readonly { value: string; label: string }[] {
  const facet = storeFilterTable[name].facet;
  return facet === 'hold' ? facets.hold.map((hold) => ({ value: hold, label: hold })) : facets[facet];
}
