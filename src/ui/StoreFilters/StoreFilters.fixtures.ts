import { dotaQualityKeys, dotaTypeKeys } from '#contract/storeFilters.ts';
import type { StoreFilterFacets } from './StoreFilters.tsx';

/** Story data shaped like the filters endpoint's answers (a few values of each facet, not the whole catalogue). */
const noFacets = {
  exteriors: [],
  phases: [],
  tournaments: [],
  rarities: [],
  types: [],
  heroes: [],
  slots: [],
  qualities: [],
} satisfies Partial<StoreFilterFacets>;

export const csFacets: StoreFilterFacets = {
  ...noFacets,
  game: 'csgo',
  sorts: ['lowest_price', 'highest_price', 'price'],
  hold: ['1', '2', '3', '4', '5', '6', '7', '8', 'none'],
  exteriors: [
    { value: 'factory_new', label: 'Factory New', abbreviation: 'FN', min: 0, max: 0.07 },
    { value: 'minimal_wear', label: 'Minimal Wear', abbreviation: 'MW', min: 0.07, max: 0.15 },
    { value: 'field_tested', label: 'Field-Tested', abbreviation: 'FT', min: 0.15, max: 0.37 },
    { value: 'well_worn', label: 'Well-Worn', abbreviation: 'WW', min: 0.37, max: 0.44 },
    { value: 'battle_scarred', label: 'Battle-Scarred', abbreviation: 'BS', min: 0.44, max: 1 },
  ],
  phases: [
    { value: 'phase_1', label: 'Phase 1' },
    { value: 'ruby', label: 'Ruby' },
    { value: 'sapphire', label: 'Sapphire' },
  ],
  tournaments: Array.from({ length: 12 }, (_, index) => ({
    value: `event_${index}`,
    label: `Major ${2014 + index}`,
    year: 2014 + index,
  })),
  rarities: [
    { value: 'classified', label: 'Classified', color: '#d32ce6' },
    { value: 'covert', label: 'Covert', color: '#eb4b4b' },
  ],
};

export const dotaFacets: StoreFilterFacets = {
  ...noFacets,
  game: 'dota2',
  sorts: ['lowest_price', 'highest_price', 'price'],
  hold: ['1', '2', '3', '4', '5', '6', '7', '8', 'none'],
  types: [
    { value: 'wearable', label: 'Wearable' },
    { value: 'courier', label: 'Courier' },
  ],
  heroes: [
    'Anti-Mage',
    'Axe',
    'Crystal Maiden',
    'Juggernaut',
    'Invoker',
    'Pudge',
    'Lina',
    'Sven',
    'Tiny',
    'Zeus',
    'Lion',
  ].map((label) => ({ value: label.toLowerCase().replace(/[^a-z]+/g, '_'), label })),
  slots: [
    { value: 'weapon', label: 'Weapon' },
    { value: 'head', label: 'Head' },
  ],
  rarities: [{ value: 'arcana', label: 'Arcana', color: '#ade55c' }],
  qualities: [
    { value: 'standard', label: 'Standard', color: '#d2d2d2' },
    { value: 'genuine', label: 'Genuine', color: '#4d7455' },
  ],
};

/** The server's English name of a key, as the filters endpoint writes it ('treasure_key' → 'Treasure Key'). */
const englishName = (key: string) =>
  key
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Every Dota 2 type and quality of spec §9, as the filters endpoint offers them. */
export const dotaFacetsOfEveryKind: StoreFilterFacets = {
  ...dotaFacets,
  types: dotaTypeKeys.map((value) => ({ value, label: englishName(value) })),
  qualities: dotaQualityKeys.map((value) => ({ value, label: englishName(value), color: '#d2d2d2' })),
};
