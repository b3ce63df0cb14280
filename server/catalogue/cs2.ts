import { type PhaseKey, type TournamentKey, tournaments } from '#contract/store.ts';

/** Facts of CS2 the demo catalogue must respect: weapon classes, real finishes and their float ranges. */

export type WeaponClass = 'rifle' | 'sniper' | 'pistol' | 'smg' | 'heavy' | 'knife' | 'gloves';
export type CsRarity = 'consumer' | 'industrial' | 'mil_spec' | 'restricted' | 'classified' | 'covert' | 'contraband';

/**
 * Where a skin drops decides what it can carry: case skins can be StatTrak™, map-collection skins come as
 * Souvenirs from Major packages, knives can be StatTrak™ but never Souvenir, gloves are neither.
 */
export type Origin = 'case' | 'collection' | 'knife' | 'gloves';

/** Finishes whose look depends on the paint seed or a phase: they make "rare" items. */
export type Pattern = 'doppler' | 'gamma_doppler' | 'case_hardened' | 'fade' | 'marble_fade';

export interface Finish {
  weapon: string;
  weaponClass: WeaponClass;
  finish: string | null;
  rarity: CsRarity;
  /** The finish's real float range; null for vanilla knives, which have no wear. */
  floatRange: readonly [number, number] | null;
  origin: Origin;
  /** Believable Field-Tested (or only exterior) market value in USD. */
  usd: number;
  pattern?: Pattern;
}

export const weaponClassOf: Record<string, WeaponClass> = {
  'AK-47': 'rifle',
  M4A4: 'rifle',
  'M4A1-S': 'rifle',
  'Galil AR': 'rifle',
  FAMAS: 'rifle',
  AUG: 'rifle',
  'SG 553': 'rifle',
  AWP: 'sniper',
  'SSG 08': 'sniper',
  'Desert Eagle': 'pistol',
  'Glock-18': 'pistol',
  'USP-S': 'pistol',
  P250: 'pistol',
  'Five-SeveN': 'pistol',
  'CZ75-Auto': 'pistol',
  'MAC-10': 'smg',
  MP9: 'smg',
  MP7: 'smg',
  'UMP-45': 'smg',
  P90: 'smg',
  Nova: 'heavy',
  'MAG-7': 'heavy',
  XM1014: 'heavy',
  'Sawed-Off': 'heavy',
  Negev: 'heavy',
};

type GunSkin = readonly [
  weapon: string,
  finish: string,
  rarity: CsRarity,
  min: number,
  max: number,
  usd: number,
  origin?: Origin,
  pattern?: Pattern,
];

const gunSkins: readonly GunSkin[] = [
  ['AK-47', 'Redline', 'classified', 0.1, 0.7, 38],
  ['AK-47', 'Vulcan', 'covert', 0, 0.9, 210],
  ['AK-47', 'Fire Serpent', 'covert', 0.06, 0.76, 720],
  ['AK-47', 'Asiimov', 'covert', 0.05, 0.7, 95],
  ['AK-47', 'Bloodsport', 'covert', 0, 0.45, 120],
  ['AK-47', 'Case Hardened', 'classified', 0, 1, 160, 'case', 'case_hardened'],
  ['AK-47', 'Elite Build', 'mil_spec', 0, 1, 4.2],
  ['AK-47', 'Safari Mesh', 'industrial', 0.06, 0.8, 1.9, 'collection'],
  ['AK-47', 'Wild Lotus', 'covert', 0, 1, 5200, 'collection'],
  ['M4A4', 'Asiimov', 'covert', 0.18, 1, 180],
  ['M4A4', 'Howl', 'contraband', 0, 0.4, 4600],
  ['M4A4', 'Desolate Space', 'classified', 0, 1, 24],
  ['M4A4', 'Desert-Strike', 'classified', 0, 0.6, 14],
  ['M4A1-S', 'Hyper Beast', 'covert', 0, 1, 32],
  ['M4A1-S', 'Printstream', 'covert', 0, 0.8, 190],
  ['M4A1-S', 'Hot Rod', 'classified', 0, 0.08, 420, 'collection'],
  ['M4A1-S', 'Golden Coil', 'covert', 0, 1, 55],
  ['M4A1-S', 'Decimator', 'classified', 0, 1, 13],
  ['Galil AR', 'Cerberus', 'restricted', 0, 1, 2.1],
  ['FAMAS', 'Styx', 'mil_spec', 0, 1, 1.2],
  ['AUG', 'Akihabara Accept', 'covert', 0, 1, 240, 'collection'],
  ['SG 553', 'Integrale', 'classified', 0, 1, 9.5, 'collection'],
  ['AWP', 'Dragon Lore', 'covert', 0, 0.7, 9800, 'collection'],
  ['AWP', 'Asiimov', 'covert', 0.18, 1, 130],
  ['AWP', 'Lightning Strike', 'covert', 0, 0.08, 520],
  ['AWP', 'Hyper Beast', 'covert', 0, 1, 55],
  ['AWP', 'Redline', 'classified', 0.1, 0.7, 42],
  ['AWP', 'Safari Mesh', 'industrial', 0.06, 0.8, 3.1, 'collection'],
  ['AWP', 'Fade', 'covert', 0, 0.08, 1450, 'case', 'fade'],
  ['SSG 08', 'Blood in the Water', 'covert', 0.06, 0.2, 60],
  ['Desert Eagle', 'Blaze', 'restricted', 0, 0.08, 520, 'collection'],
  ['Desert Eagle', 'Printstream', 'covert', 0, 1, 75],
  ['Desert Eagle', 'Code Red', 'covert', 0, 1, 40],
  ['Desert Eagle', 'Hypnotic', 'classified', 0, 0.08, 110],
  ['Desert Eagle', 'Golden Koi', 'classified', 0, 0.12, 60],
  ['Glock-18', 'Fade', 'restricted', 0, 0.08, 1300, 'collection', 'fade'],
  ['Glock-18', 'Dragon Tattoo', 'restricted', 0, 0.08, 65, 'collection'],
  ['Glock-18', 'Water Elemental', 'classified', 0, 1, 9],
  ['Glock-18', 'Gamma Doppler', 'covert', 0, 0.08, 250, 'case', 'gamma_doppler'],
  ['USP-S', 'Kill Confirmed', 'covert', 0, 1, 85],
  ['USP-S', 'Orion', 'classified', 0, 0.8, 24],
  ['P250', 'Sand Dune', 'consumer', 0.06, 0.8, 0.05, 'collection'],
  ['P250', 'Asiimov', 'classified', 0.1, 1, 6],
  ['Five-SeveN', 'Case Hardened', 'mil_spec', 0, 1, 4, 'case', 'case_hardened'],
  ['CZ75-Auto', 'Victoria', 'classified', 0, 0.75, 11],
  ['MAC-10', 'Fade', 'restricted', 0, 0.08, 12, 'collection', 'fade'],
  ['MAC-10', 'Neon Rider', 'covert', 0, 0.45, 6.5],
  ['MP9', 'Sand Dashed', 'consumer', 0.06, 0.8, 0.04, 'collection'],
  ['MP7', 'Bloodsport', 'covert', 0, 0.65, 9],
  ['UMP-45', 'Blaze', 'restricted', 0, 0.08, 60, 'collection'],
  ['P90', 'Asiimov', 'classified', 0, 0.92, 4.5],
  ['P90', 'Sand Spray', 'consumer', 0.06, 0.8, 0.04, 'collection'],
  ['Nova', 'Sand Dune', 'consumer', 0.06, 0.8, 0.04, 'collection'],
  ['MAG-7', 'Sand Dune', 'consumer', 0.06, 0.8, 0.04, 'collection'],
  ['XM1014', 'Tranquility', 'classified', 0, 1, 2.5],
  ['Sawed-Off', 'The Kraken', 'covert', 0, 1, 14],
  ['Negev', 'Power Loader', 'classified', 0, 0.65, 3],
];

const knives = [
  'Karambit',
  'Butterfly Knife',
  'M9 Bayonet',
  'Bayonet',
  'Flip Knife',
  'Gut Knife',
  'Huntsman Knife',
  'Talon Knife',
  'Skeleton Knife',
] as const;

/** Knife value relative to a Karambit. */
const knifeValue: Record<(typeof knives)[number], number> = {
  Karambit: 1,
  'Butterfly Knife': 1.25,
  'M9 Bayonet': 0.75,
  Bayonet: 0.5,
  'Flip Knife': 0.4,
  'Gut Knife': 0.22,
  'Huntsman Knife': 0.3,
  'Talon Knife': 0.85,
  'Skeleton Knife': 0.7,
};

type KnifeFinish = readonly [finish: string | null, min: number, max: number, karambitUsd: number, pattern?: Pattern];
const knifeFinishes: readonly KnifeFinish[] = [
  [null, 0, 0, 620],
  ['Doppler', 0, 0.08, 1250, 'doppler'],
  ['Gamma Doppler', 0, 0.08, 1350, 'gamma_doppler'],
  ['Fade', 0, 0.08, 1500, 'fade'],
  ['Marble Fade', 0, 0.08, 1200, 'marble_fade'],
  ['Case Hardened', 0, 1, 780, 'case_hardened'],
  ['Crimson Web', 0.06, 0.8, 1100],
  ['Slaughter', 0.01, 0.26, 1050],
  ['Tiger Tooth', 0, 0.08, 1000],
  ['Blue Steel', 0, 1, 750],
  ['Forest DDPAT', 0.06, 0.8, 520],
  ['Ultraviolet', 0.06, 0.8, 700],
];

/** Skeleton knives came after Chroma 2: no Doppler or Gamma Doppler on them. */
const knifeWithout: Partial<Record<(typeof knives)[number], readonly string[]>> = {
  'Skeleton Knife': ['Doppler', 'Gamma Doppler', 'Marble Fade', 'Tiger Tooth'],
  'Talon Knife': ['Forest DDPAT', 'Blue Steel'],
};

type GloveSkin = readonly [gloves: string, finish: string, usd: number];
const gloveSkins: readonly GloveSkin[] = [
  ['Sport Gloves', "Pandora's Box", 3600],
  ['Sport Gloves', 'Vice', 2100],
  ['Sport Gloves', 'Hedge Maze', 1900],
  ['Specialist Gloves', 'Crimson Kimono', 1500],
  ['Specialist Gloves', 'Fade', 950],
  ['Driver Gloves', 'King Snake', 420],
  ['Driver Gloves', 'Crimson Weave', 380],
  ['Moto Gloves', 'Spearmint', 520],
  ['Hand Wraps', 'Slaughter', 330],
  ['Bloodhound Gloves', 'Charred', 210],
];

/** Every glove finish shares the same range. */
const gloveFloatRange = [0.06, 0.8] as const;

export const finishes: readonly Finish[] = [
  ...gunSkins.map(
    ([weapon, finish, rarity, min, max, usd, origin = 'case', pattern]): Finish => ({
      weapon,
      weaponClass: weaponClassOf[weapon] ?? 'rifle',
      finish,
      rarity,
      floatRange: [min, max],
      origin,
      usd,
      ...(pattern ? { pattern } : {}),
    }),
  ),
  ...knives.flatMap((knife) =>
    knifeFinishes
      .filter(([finish]) => !knifeWithout[knife]?.includes(finish ?? ''))
      .map(
        ([finish, min, max, karambitUsd, pattern]): Finish => ({
          weapon: knife,
          weaponClass: 'knife',
          finish,
          rarity: 'covert',
          floatRange: finish === null ? null : [min, max],
          origin: 'knife',
          usd: Math.round(karambitUsd * knifeValue[knife]),
          ...(pattern ? { pattern } : {}),
        }),
      ),
  ),
  ...gloveSkins.map(
    ([gloves, finish, usd]): Finish => ({
      weapon: gloves,
      weaponClass: 'gloves',
      finish,
      rarity: 'covert',
      floatRange: gloveFloatRange,
      origin: 'gloves',
      usd,
    }),
  ),
];

/** Doppler phases and how often each turns up; Emerald is Gamma Doppler's own gem. */
export const dopplerPhases: readonly (readonly [PhaseKey, number])[] = [
  ['phase_1', 22],
  ['phase_2', 26],
  ['phase_3', 22],
  ['phase_4', 22],
  ['ruby', 5],
  ['sapphire', 5],
  ['black_pearl', 4],
];
export const gammaDopplerPhases: readonly (readonly [PhaseKey, number])[] = [
  ['phase_1', 24],
  ['phase_2', 24],
  ['phase_3', 24],
  ['phase_4', 24],
  ['emerald', 6],
];
export const gemPhases: readonly PhaseKey[] = ['ruby', 'sapphire', 'black_pearl', 'emerald'];
export const phaseValue: Record<PhaseKey, number> = {
  phase_1: 0.95,
  phase_2: 1.2,
  phase_3: 0.9,
  phase_4: 1.1,
  ruby: 5,
  sapphire: 6,
  black_pearl: 4,
  emerald: 6,
};

/** Famous "blue gem" seeds of Case Hardened and near-full fades: what collectors pay extra for. */
export const rarePatternSeeds: Record<Pattern, readonly number[]> = {
  case_hardened: [151, 168, 321, 387, 442, 463, 555, 592, 661, 670, 760, 809, 868, 905, 955],
  fade: [412, 763, 6, 27, 46, 83, 166, 255, 452, 541],
  marble_fade: [412, 16, 146, 241, 393, 541, 602, 649, 688, 701],
  doppler: [],
  gamma_doppler: [],
};

/** Teams whose sticker capsules exist, with the years they played Majors. */
export const teams: readonly (readonly [team: string, firstYear: number, lastYear: number])[] = [
  ['Natus Vincere', 2014, 2024],
  ['Ninjas in Pyjamas', 2014, 2022],
  ['Virtus.Pro', 2014, 2024],
  ['Fnatic', 2014, 2022],
  ['Titan', 2014, 2015],
  ['iBUYPOWER', 2014, 2014],
  ['LDLC.com', 2014, 2014],
  ['Dignitas', 2014, 2016],
  ['Cloud9', 2014, 2024],
  ['Team EnVyUs', 2015, 2016],
  ['Team Liquid', 2015, 2023],
  ['Astralis', 2016, 2024],
  ['G2 Esports', 2016, 2024],
  ['FaZe Clan', 2017, 2024],
  ['mousesports', 2018, 2019],
  ['MOUZ', 2022, 2024],
  ['ENCE', 2019, 2023],
  ['Team Vitality', 2019, 2024],
  ['Heroic', 2021, 2024],
  ['Team Spirit', 2021, 2024],
];

/** Souvenir packages carry gold team stickers of their Major; they had stickers from Cologne 2015 on. */
export const souvenirStickerVariant = ' (Gold)';
export const souvenirTournaments = tournaments.filter(
  (tournament) => tournament.year >= 2015 && tournament.key !== 'katowice_2015',
);

/** Which sticker finishes each Major's capsules had. */
export function stickerVariantsOf(year: number, tournament: TournamentKey): readonly string[] {
  if (tournament === 'katowice_2014' || tournament === 'cologne_2014') return ['', ' (Holo)'];
  if (year <= 2019) return ['', ' (Holo)', ' (Foil)'];
  if (tournament === 'antwerp_2022' || tournament === 'rio_2022') return ['', ' (Holo)', ' (Glitter)', ' (Gold)'];
  return ['', ' (Holo)', ' (Gold)'];
}

export const nameTags = [
  'The Lore Master',
  'Grandpa',
  'Banana Stick',
  'Mom said it is my turn',
  'Clutch Machine',
  'Ninja Defuse',
  'Eco Round Hero',
  'Bullet Sponge',
  'Retake King',
  'Lucky Charm',
  'Spray and Pray',
  'Silver Elite Forever',
] as const;
