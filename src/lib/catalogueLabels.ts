import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListFilterValue, StoreFilterTable } from '#contract/storeFilters.ts';
import { wearLabels } from './wear.ts';

/**
 * The catalogue's names in the shopper's language. The filters endpoint names every value in English; the
 * filters below are translated here by value, each value of the contract's table named (a missing one is a
 * type error). Heroes and sticker tournaments keep the server's name, as would a value the server adds later.
 */
export type TranslatedFilter = 'exterior' | 'phase' | 'rarity' | 'quality' | 'type' | 'slot';
type LabelsOf<Name extends TranslatedFilter> = Record<ListFilterValue<Name>, MessageDescriptor>;
/** The filters endpoint's facet of each translated filter: 'exteriors', 'types'… */
export type TranslatedFacet = StoreFilterTable[TranslatedFilter]['facet'];

/** The wear labels the badge uses, under the exterior keys the catalogue uses. */
const exteriors: LabelsOf<'exterior'> = {
  factory_new: wearLabels.FN,
  minimal_wear: wearLabels.MW,
  field_tested: wearLabels.FT,
  well_worn: wearLabels.WW,
  battle_scarred: wearLabels.BS,
};

const phases: LabelsOf<'phase'> = {
  phase_1: msg`Phase 1`,
  phase_2: msg`Phase 2`,
  phase_3: msg`Phase 3`,
  phase_4: msg`Phase 4`,
  emerald: msg`Emerald`,
  sapphire: msg`Sapphire`,
  ruby: msg`Ruby`,
  black_pearl: msg`Black Pearl`,
};

const rarities: LabelsOf<'rarity'> = {
  // CS2
  consumer: msg`Consumer Grade`,
  industrial: msg`Industrial Grade`,
  mil_spec: msg`Mil-Spec Grade`,
  restricted: msg`Restricted`,
  classified: msg`Classified`,
  covert: msg`Covert`,
  contraband: msg`Contraband`,
  // Dota 2
  common: msg`Common`,
  uncommon: msg`Uncommon`,
  rare: msg`Rare`,
  mythical: msg`Mythical`,
  legendary: msg`Legendary`,
  immortal: msg`Immortal`,
  arcana: msg`Arcana`,
  ancient: msg`Ancient`,
};

const qualities: LabelsOf<'quality'> = {
  standard: msg`Standard`,
  favored: msg`Favored`,
  ascendant: msg`Ascendant`,
  infused: msg`Infused`,
  genuine: msg`Genuine`,
  inscribed: msg`Inscribed`,
  heroic: msg`Heroic`,
  elder: msg`Elder`,
  unusual: msg`Unusual`,
  autographed: msg`Autographed`,
  exalted: msg`Exalted`,
  auspicious: msg`Auspicious`,
  frozen: msg`Frozen`,
  corrupted: msg`Corrupted`,
  cursed: msg`Cursed`,
  self_made: msg`Self-Made`,
};

/** Item kinds that are also equipment slots in Dota 2 share one name. */
const sharedKinds = {
  misc: msg`Misc`,
  armor: msg`Armor`,
  taunt: msg`Taunt`,
  courier: msg`Courier`,
  ward: msg`Ward`,
  announcer: msg`Announcer`,
  music: msg`Music`,
  loading_screen: msg`Loading Screen`,
  terrain: msg`Terrain`,
  cursor_pack: msg`Cursor Pack`,
} satisfies Partial<LabelsOf<'type'>> & Partial<LabelsOf<'slot'>>;

const types: LabelsOf<'type'> = {
  ...sharedKinds,
  // Dota 2
  wearable: msg`Wearable`,
  bundle: msg`Bundle`,
  treasure: msg`Treasure`,
  treasure_key: msg`Treasure Key`,
  retired_chest: msg`Retired Chest`,
  hud_skin: msg`HUD Skin`,
  gem_rune: msg`Gem / Rune`,
  league: msg`League`,
  pennant: msg`Pennant`,
  player_card: msg`Player Card`,
  recipe: msg`Recipe`,
  sticker: msg`Sticker`,
  // Dota 2 and Rust
  tool: msg`Tool`,
  // Rust
  weapon_skin: msg`Weapon Skin`,
  clothing: msg`Clothing`,
  door: msg`Door`,
  box: msg`Box`,
  deployable: msg`Deployable`,
};

const slots: LabelsOf<'slot'> = {
  ...sharedKinds,
  weapon: msg`Weapon`,
  offhand_weapon: msg`Offhand Weapon`,
  head: msg`Head`,
  shoulder: msg`Shoulder`,
  arms: msg`Arms`,
  back: msg`Back`,
  belt: msg`Belt`,
  legs: msg`Legs`,
  neck: msg`Neck`,
  mount: msg`Mount`,
  tail: msg`Tail`,
  gloves: msg`Gloves`,
  summon: msg`Summon`,
  ability1: msg`Ability 1`,
  ability2: msg`Ability 2`,
  ability3: msg`Ability 3`,
  ability4: msg`Ability 4`,
  // Not the home page's 'Ultimate' promo: the hero's ultimate ability.
  ultimate: msg({ message: 'Ultimate', context: 'Dota 2 equipment slot' }),
  ambient_effects: msg`Ambient Effects`,
  mega_kills: msg`Mega Kills`,
  hud: msg`HUD`,
  weather: msg`Weather`,
  emblem: msg`Emblem`,
  voice: msg`Voice`,
  heroic_statue: msg`Heroic Statue`,
  multikill_banner: msg`Multikill Banner`,
  blink_effect: msg`Blink Effect`,
  teleport_effect: msg`Teleport Effect`,
  versus_screen: msg`Versus Screen`,
  streak_effect: msg`Streak Effect`,
  radiant_creeps: msg`Radiant Creeps`,
  dire_creeps: msg`Dire Creeps`,
  radiant_towers: msg`Radiant Towers`,
  dire_towers: msg`Dire Towers`,
  emoticon_tool: msg`Emoticon Tool`,
};

const translations: { [Name in TranslatedFilter as StoreFilterTable[Name]['facet']]: LabelsOf<Name> } = {
  exteriors,
  phases,
  rarities,
  qualities,
  types,
  slots,
};

export interface FacetOption {
  value: string;
  label: string;
}

/** The name of one catalogue value in the active language, or the server's name when we have no translation. */
export function facetLabel(i18n: I18n, kind: TranslatedFacet, option: FacetOption): string {
  const labels: Readonly<Record<string, MessageDescriptor | undefined>> = translations[kind];
  const translation = labels[option.value];
  return translation ? i18n._(translation) : option.label;
}

/** A filter's options named in the active language. */
export function localizedFacets<Option extends FacetOption>(
  i18n: I18n,
  kind: TranslatedFacet,
  options: readonly Option[],
): Option[] {
  return options.map((option) => ({ ...option, label: facetLabel(i18n, kind, option) }));
}

/** The name of a catalogue key an item carries (its type, quality…): translated, or the key written as words. */
export function catalogueLabel(i18n: I18n, kind: TranslatedFacet, value: string): string {
  return facetLabel(i18n, kind, { value, label: wordsOfKey(value) });
}

const wordsOfKey = (key: string) => {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
