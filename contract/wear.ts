/**
 * Wear by float (spec §3): the first range that holds the float wins, bounds inclusive. Kept free of zod so
 * the SPA's wear badge and float bar can read it without pulling the schemas into their chunks.
 */
export const wears = [
  { key: 'factory_new', name: 'Factory New', abbreviation: 'FN', min: 0, max: 0.07 },
  { key: 'minimal_wear', name: 'Minimal Wear', abbreviation: 'MW', min: 0.07, max: 0.15 },
  { key: 'field_tested', name: 'Field-Tested', abbreviation: 'FT', min: 0.15, max: 0.37 },
  { key: 'well_worn', name: 'Well-Worn', abbreviation: 'WW', min: 0.37, max: 0.44 },
  { key: 'battle_scarred', name: 'Battle-Scarred', abbreviation: 'BS', min: 0.44, max: 1 },
] as const;

export type WearRange = (typeof wears)[number];
type WearRangeKey = WearRange['key'];
/** The keys in order, as a non-empty tuple for `z.enum`. */
export const wearKeys: readonly [WearRangeKey, ...WearRangeKey[]] = [
  wears[0].key,
  ...wears.slice(1).map((wear) => wear.key),
];

/** The first wear whose inclusive range holds the float; undefined outside [0, 1] or for NaN. */
export function wearRangeOfFloat(itemFloat: number): WearRange | undefined {
  return wears.find((range) => itemFloat >= range.min && itemFloat <= range.max);
}
