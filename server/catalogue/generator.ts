import { noRarityColor, rarityColors } from '#contract/rarity.ts';
import {
  type Game,
  type PhaseKey,
  type RarityKey,
  type TournamentKey,
  tournaments,
  type WearKey,
  wearOfFloat,
  wears,
} from '#contract/store.ts';
import {
  dopplerPhases,
  type Finish,
  finishes,
  gammaDopplerPhases,
  gemPhases,
  nameTags,
  phaseValue,
  rarePatternSeeds,
  souvenirStickerVariant,
  souvenirTournaments,
  stickerVariantsOf,
  teams,
} from './cs2.ts';
import { dotaItems, dotaQualities, qualityNames } from './dota2.ts';
import { createRandom, type Random } from './random.ts';
import { rustItems } from './rust.ts';

export interface CatalogueSticker {
  name: string;
  /** Image key under /api/static/images/stickers/. */
  key: string;
  slot: number;
  tournament: TournamentKey | null;
  year: number | null;
}

/** One listing of the catalogue, in the shape of an `items` row. */
export interface CatalogueItem {
  id: number;
  game: Game;
  /** The skin or item this listing is a copy of: similar items share it, and it names the image. */
  definitionKey: string;
  name: string;
  rarity: RarityKey | null;
  marketValueUsd: number;
  weapon: string | null;
  weaponClass: string | null;
  finish: string | null;
  finishFloatRange: readonly [number, number] | null;
  /** Rounded to the 6 decimals shown, so filters and display agree. */
  itemFloat: number | null;
  wear: WearKey | null;
  paintSeed: number | null;
  phase: PhaseKey | null;
  stattrak: boolean;
  souvenir: boolean;
  rare: boolean;
  nameTag: string | null;
  stickers: CatalogueSticker[];
  hero: string | null;
  slot: string | null;
  type: string | null;
  quality: string | null;
  /** Trade hold left at generation time, in minutes; null when tradable at once. */
  holdMinutes: number | null;
  /** Set when this copy was already sold: its sale belongs to the trade ledger. */
  sale: { priceUsd: number; minutesAgo: number } | null;
}

export interface GenerateOptions {
  /** Listings for sale; sold copies for the price history come on top. */
  items: number;
  seed: number;
}

/** A small premium by rarity; the price is market value x rarity factor x (1 + service fee). */
export const rarityFactors: Record<RarityKey, number> = {
  consumer: 1,
  industrial: 1,
  mil_spec: 1.01,
  restricted: 1.02,
  classified: 1.03,
  covert: 1.05,
  contraband: 1.08,
  common: 1,
  uncommon: 1,
  rare: 1.01,
  mythical: 1.02,
  legendary: 1.03,
  immortal: 1.05,
  arcana: 1.06,
  ancient: 1.08,
};

export const rarityFactorOf = (rarity: RarityKey | null) => (rarity ? rarityFactors[rarity] : 1);

export const rarityColorOf = (rarity: RarityKey | null) => (rarity ? rarityColors[rarity] : noRarityColor);

/** How the market values each exterior relative to Field-Tested. */
const wearValue: Record<WearKey, number> = {
  factory_new: 1.7,
  minimal_wear: 1.25,
  field_tested: 1,
  well_worn: 0.82,
  battle_scarred: 0.7,
};

const gameWeights: readonly (readonly [Game, number])[] = [
  ['csgo', 55],
  ['dota2', 25],
  ['rust', 20],
];

/** Share of listings whose twin was sold earlier: the price history and last trades come from them. */
const soldTwinChance = 0.35;
const maxHoldDays = 8;
/** Past sales were paid with the default 5% service fee on top of the market price. */
const saleFee = 1.05;
const historyDays = 120;

export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function finishKeyOf(finish: Pick<Finish, 'weapon' | 'finish'>): string {
  return slugOf(`${finish.weapon} ${finish.finish ?? 'vanilla'}`);
}

const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

const wearName = (key: WearKey) => wears.find((wear) => wear.key === key)?.name ?? key;

export function stickerKeyOf(team: string, variant: string, tournament: TournamentKey): string {
  return slugOf(`${tournament} ${team} ${variant || 'paper'}`);
}

/** What a sticker of an early Major is worth next to a recent one, and what its finish adds. */
const stickerYearUsd = (year: number) =>
  year === 2014 ? 40 : year === 2015 ? 8 : year <= 2017 ? 3 : year <= 2019 ? 1.5 : 0.3;
const stickerVariantValue: Record<string, number> = {
  '': 1,
  ' (Holo)': 8,
  ' (Foil)': 5,
  ' (Gold)': 15,
  ' (Glitter)': 2,
};

function randomSticker(
  random: Random,
  slot: number,
  souvenirOf?: (typeof tournaments)[number],
): { sticker: CatalogueSticker; usd: number } {
  const tournament = souvenirOf ?? random.pick(tournaments);
  const playing = teams.filter(([, first, last]) => tournament.year >= first && tournament.year <= last);
  const [team] = random.pick(playing);
  const variant = souvenirOf
    ? souvenirStickerVariant
    : random.weighted(
        stickerVariantsOf(tournament.year, tournament.key).map((name) => [name, name === '' ? 6 : 1] as const),
      );
  return {
    sticker: {
      name: `Sticker | ${team}${variant} | ${tournament.name}`,
      key: stickerKeyOf(team, variant, tournament.key),
      slot,
      tournament: tournament.key,
      year: tournament.year,
    },
    usd: stickerYearUsd(tournament.year) * (stickerVariantValue[variant] ?? 1),
  };
}

type ItemFacts = Omit<CatalogueItem, 'id' | 'sale' | 'holdMinutes'>;

const noDota = { hero: null, slot: null, type: null, quality: null } as const;
const noCs = {
  weapon: null,
  weaponClass: null,
  finish: null,
  finishFloatRange: null,
  itemFloat: null,
  wear: null,
  paintSeed: null,
  phase: null,
  stattrak: false,
  souvenir: false,
  rare: false,
  nameTag: null,
} as const;

function csItem(random: Random, finish: Finish): ItemFacts {
  const range = finish.floatRange;
  let itemFloat: number | null = null;
  if (range) {
    const [min, max] = range;
    // Low floats are what collectors hunt: give them a little more room than a uniform draw would.
    const raw = random.chance(0.015) ? random.between(min, Math.min(max, min + 0.002)) : random.between(min, max);
    itemFloat = Math.min(max, Math.max(min, roundTo(raw, 6)));
  }
  const wear = itemFloat === null ? null : wearOfFloat(itemFloat);
  const paintSeed = range ? random.int(0, 1000) : null;

  const stattrak = (finish.origin === 'case' || finish.origin === 'knife') && random.chance(0.12);
  const souvenir = finish.origin === 'collection' && random.chance(0.25);

  let phase: PhaseKey | null = null;
  if (finish.pattern === 'doppler') phase = random.weighted(dopplerPhases);
  if (finish.pattern === 'gamma_doppler') phase = random.weighted(gammaDopplerPhases);

  const rarePattern =
    finish.pattern !== undefined && paintSeed !== null && rarePatternSeeds[finish.pattern].includes(paintSeed);
  const lowFloat = range !== null && itemFloat !== null && itemFloat - range[0] < 0.002;
  const rare = rarePattern || lowFloat || (phase !== null && gemPhases.includes(phase));

  const stickers: CatalogueSticker[] = [];
  let stickersUsd = 0;
  const takesStickers = finish.weaponClass !== 'knife' && finish.weaponClass !== 'gloves';
  if (takesStickers && souvenir) {
    // A souvenir carries the stickers of the Major whose package it dropped from.
    const tournament = random.pick(souvenirTournaments);
    const count = random.int(3, 4);
    for (let slot = 0; slot < count; slot++) stickers.push(randomSticker(random, slot, tournament).sticker);
  } else if (takesStickers && random.chance(0.28)) {
    const count = random.int(1, 5);
    for (let slot = 0; slot < count; slot++) {
      const { sticker, usd } = randomSticker(random, slot);
      stickers.push(sticker);
      stickersUsd += usd;
    }
  }
  const nameTag = finish.weaponClass !== 'gloves' && random.chance(0.06) ? random.pick(nameTags) : null;

  const value =
    finish.usd *
      (wear ? wearValue[wear] : 1) *
      (stattrak ? 1.9 : 1) *
      (souvenir ? 3 : 1) *
      (phase ? phaseValue[phase] : 1) *
      (rare ? 2.5 : 1) *
      random.between(0.93, 1.07) +
    stickersUsd * 0.08;

  const star = finish.weaponClass === 'knife' || finish.weaponClass === 'gloves' ? '★ ' : '';
  const name = `${star}${stattrak ? 'StatTrak™ ' : ''}${souvenir ? 'Souvenir ' : ''}${finish.weapon}${
    finish.finish ? ` | ${finish.finish}` : ''
  }${wear ? ` (${wearName(wear)})` : ''}`;

  return {
    ...noDota,
    game: 'csgo',
    definitionKey: finishKeyOf(finish),
    name,
    rarity: finish.rarity,
    marketValueUsd: Math.max(0.03, roundTo(value, 2)),
    weapon: finish.weapon,
    weaponClass: finish.weaponClass,
    finish: finish.finish,
    finishFloatRange: range,
    itemFloat,
    wear,
    paintSeed,
    phase,
    stattrak,
    souvenir,
    rare,
    nameTag,
    stickers,
  };
}

function dotaItem(random: Random, definition: (typeof dotaItems)[number]): ItemFacts {
  const [quality, , qualityValue] = random.weighted(dotaQualities.map((entry) => [entry, entry[1]] as const));
  const prefix = quality === 'standard' ? '' : `${qualityNames[quality]} `;
  return {
    ...noCs,
    stickers: [],
    game: 'dota2',
    definitionKey: slugOf(definition.name),
    name: `${prefix}${definition.name}`,
    rarity: definition.rarity,
    marketValueUsd: Math.max(0.03, roundTo(definition.usd * qualityValue * random.between(0.92, 1.08), 2)),
    hero: definition.hero,
    slot: definition.slot,
    type: definition.type,
    quality,
  };
}

function rustItem(random: Random, definition: (typeof rustItems)[number]): ItemFacts {
  return {
    ...noCs,
    ...noDota,
    stickers: [],
    game: 'rust',
    definitionKey: slugOf(definition.name),
    name: definition.name,
    rarity: null,
    marketValueUsd: Math.max(0.03, roundTo(definition.usd * random.between(0.9, 1.1), 2)),
    weapon: definition.baseItem,
    type: definition.type,
  };
}

/** Cheap skins are listed far more often than a Dragon Lore: weight definitions by value. */
const byAbundance = <T extends { usd: number }>(definitions: readonly T[]) =>
  definitions.map((definition) => [definition, 1 / Math.sqrt(Math.max(definition.usd, 0.5))] as const);

const csDefinitions = byAbundance(finishes);
const dotaDefinitions = byAbundance(dotaItems);
const rustDefinitions = byAbundance(rustItems);

function randomFacts(random: Random, game: Game): () => ItemFacts {
  if (game === 'csgo') {
    const finish = random.weighted(csDefinitions);
    return () => csItem(random, finish);
  }
  if (game === 'dota2') {
    const definition = random.weighted(dotaDefinitions);
    return () => dotaItem(random, definition);
  }
  const definition = random.weighted(rustDefinitions);
  return () => rustItem(random, definition);
}

/**
 * The demo catalogue, one listing at a time (a million rows never sit in memory at once). The same options
 * always give the same items in the same order, with ids from 1. Sold copies (with `sale`) come between
 * the listings; they do not count towards `items`.
 */
export function* generateCatalogue(options: GenerateOptions): Generator<CatalogueItem> {
  const random = createRandom(options.seed);
  let id = 0;
  for (let listed = 0; listed < options.items; listed++) {
    const game = random.weighted(gameWeights);
    const copyOf = randomFacts(random, game);
    const listing = copyOf();
    if (random.chance(soldTwinChance)) {
      const soldCopies = random.int(1, 3);
      for (let copy = 0; copy < soldCopies; copy++) {
        const facts = sameNameCopy(copyOf, listing.name);
        id += 1;
        yield {
          ...facts,
          id,
          holdMinutes: null,
          sale: {
            priceUsd: roundTo(
              facts.marketValueUsd * rarityFactorOf(facts.rarity) * saleFee * random.between(0.9, 1.12),
              2,
            ),
            minutesAgo: random.int(1, historyDays * 24 * 60),
          },
        };
      }
    }
    id += 1;
    const holdDays = random.chance(0.3) ? random.int(1, maxHoldDays) : null;
    yield {
      ...listing,
      id,
      // Within the last day of the hold, so "N days" reads true at seeding time.
      holdMinutes: holdDays === null ? null : (holdDays - 1) * 24 * 60 + random.int(1, 24 * 60),
      sale: null,
    };
  }
}

/**
 * The price history of a listing is the sales of items with its exact name (same exterior, StatTrak™,
 * quality): draw copies until one has it. A rare variant may not come up; its sale then stands on its own.
 */
function sameNameCopy(copyOf: () => ItemFacts, name: string): ItemFacts {
  let candidate = copyOf();
  for (let attempt = 1; attempt < 12 && candidate.name !== name; attempt++) candidate = copyOf();
  return candidate;
}
