import type { RarityKey } from '#contract/store.ts';
import { tournaments } from '#contract/store.ts';
import { type Finish, finishes, souvenirStickerVariant, stickerVariantsOf, teams, type WeaponClass } from './cs2.ts';
import { type DotaItem, type DotaType, dotaItems } from './dota2.ts';
import { type FinishArt, finishArtOf, paintFinish } from './finishArt.ts';
import { finishKeyOf, rarityColorOf, slugOf, stickerKeyOf } from './generator.ts';
import { type Outline, type OutlineName, outlines } from './outlines.ts';
import { type RustItem, type RustType, rustItems } from './rust.ts';

/**
 * Item and sticker pictures drawn on our server for the demo catalogue: the outline of the weapon, knife, gloves or
 * item (outlines.ts) painted with the item's own finish (finishArt.ts) over a glow of the rarity colour, so two skins of
 * one weapon look different. Deterministic (same key, same bytes), so they cache for a year, and no outside
 * host is ever involved. These SVG drawings are the art's only source: browsers get them rendered (pictures.ts).
 */

/** Each CS2 weapon, knife and pair of gloves the catalogue sells, by its market name. */
const cs2Outlines: Readonly<Record<string, OutlineName>> = {
  'AK-47': 'ak47',
  M4A4: 'm4a4',
  'M4A1-S': 'm4a1s',
  'Galil AR': 'galil',
  FAMAS: 'famas',
  AUG: 'aug',
  'SG 553': 'sg553',
  AWP: 'awp',
  'SSG 08': 'ssg08',
  'Desert Eagle': 'deagle',
  'Glock-18': 'glock',
  'USP-S': 'usps',
  P250: 'p250',
  'Five-SeveN': 'fiveseven',
  'CZ75-Auto': 'cz75',
  'MAC-10': 'mac10',
  MP9: 'mp9',
  MP7: 'mp7',
  'UMP-45': 'ump45',
  P90: 'p90',
  Nova: 'nova',
  'MAG-7': 'mag7',
  XM1014: 'xm1014',
  'Sawed-Off': 'sawedoff',
  Negev: 'negev',
  Karambit: 'karambit',
  'Butterfly Knife': 'butterfly',
  'M9 Bayonet': 'm9bayonet',
  Bayonet: 'bayonet',
  'Flip Knife': 'flip',
  'Gut Knife': 'gut',
  'Huntsman Knife': 'huntsman',
  'Talon Knife': 'talon',
  'Skeleton Knife': 'skeleton',
  'Sport Gloves': 'sportGloves',
  'Specialist Gloves': 'specialistGloves',
  'Driver Gloves': 'driverGloves',
  'Moto Gloves': 'motoGloves',
  'Hand Wraps': 'handWraps',
  'Bloodhound Gloves': 'bloodhoundGloves',
};

/** Dota 2 items that are no wearable, by type; wearables by the slot they dress. */
const dotaTypeOutlines: Readonly<Record<Exclude<DotaType, 'wearable'>, OutlineName>> = {
  courier: 'courier',
  ward: 'ward',
  taunt: 'star',
  bundle: 'chest',
  treasure: 'chest',
  retired_chest: 'chest',
  treasure_key: 'key',
  loading_screen: 'screen',
  hud_skin: 'screen',
  announcer: 'microphone',
  music: 'note',
  terrain: 'mountains',
  cursor_pack: 'cursor',
  gem_rune: 'gem',
  league: 'ticket',
  misc: 'ticket',
  pennant: 'pennant',
  player_card: 'card',
  recipe: 'scroll',
  sticker: 'sticker',
  tool: 'wrench',
};
const dotaSlotOutlines: Readonly<Record<string, OutlineName>> = {
  weapon: 'sword',
  offhand_weapon: 'sword',
  ability1: 'sword',
  head: 'helm',
  arms: 'bracer',
  gloves: 'bracer',
  legs: 'boot',
  back: 'cape',
  shoulder: 'pauldron',
  belt: 'belt',
  neck: 'amulet',
  armor: 'chestplate',
  mount: 'courier',
  tail: 'tail',
  misc: 'emblem',
  ambient_effects: 'flame',
  summon: 'spirit',
};

/** Rust skins by the in-game item they apply to. */
const rustOutlines: Readonly<Record<string, OutlineName>> = {
  'Assault Rifle': 'ak47',
  'LR-300 Assault Rifle': 'm4a4',
  Thompson: 'thompson',
  MP5A4: 'mp5',
  'Custom SMG': 'ump45',
  'Semi-Automatic Rifle': 'semiRifle',
  'Python Revolver': 'revolver',
  'Bolt Action Rifle': 'ssg08',
  Hoodie: 'hoodie',
  Pants: 'pants',
  Boots: 'boot',
  'Metal Facemask': 'facemask',
  'Metal Chest Plate': 'chestplate',
  'Road Sign Jacket': 'roadSignVest',
  'Coffee Can Helmet': 'canHelmet',
  'Garage Door': 'garageDoor',
  'Sheet Metal Door': 'door',
  'Armored Door': 'door',
  'Wooden Door': 'door',
  'Large Wood Box': 'largeBox',
  'Wood Storage Box': 'smallBox',
  Rock: 'rock',
  Hatchet: 'hatchet',
  Pickaxe: 'pickaxe',
  'Sleeping Bag': 'sleepingBag',
  Furnace: 'furnace',
  Rug: 'rug',
};

/**
 * The outline drawn for a catalogue item; undefined for an item nobody drew yet (a weapon added to the catalogue
 * later), which `drawnOutlineOf` then draws with its class's or type's outline.
 */
export function outlineNameOf(item: ImageSubject): OutlineName | undefined {
  switch (item.game) {
    case 'cs2':
      return cs2Outlines[item.finish.weapon];
    case 'dota2':
      return item.item.type === 'wearable' ? dotaSlotOutlines[item.item.slot] : dotaTypeOutlines[item.item.type];
    case 'rust':
      return rustOutlines[item.item.baseItem];
  }
}

const fallbackOutlines: Readonly<Record<WeaponClass | RustType | 'dota2', OutlineName>> = {
  rifle: 'ak47',
  sniper: 'awp',
  pistol: 'glock',
  smg: 'mp9',
  heavy: 'nova',
  knife: 'bayonet',
  gloves: 'sportGloves',
  dota2: 'emblem',
  weapon_skin: 'ak47',
  clothing: 'hoodie',
  armor: 'chestplate',
  door: 'door',
  box: 'largeBox',
  tool: 'hatchet',
  deployable: 'sleepingBag',
};

/** The outline an item is drawn with: its own, else its weapon class's or type's. */
export const drawnOutlineOf = (item: ImageSubject): OutlineName =>
  outlineNameOf(item) ??
  fallbackOutlines[item.game === 'cs2' ? item.finish.weaponClass : item.game === 'rust' ? item.item.type : 'dota2'];

/** What an item picture is drawn from: the catalogue row of one of the three games. */
export type ImageSubject =
  | { game: 'cs2'; finish: Finish }
  | { game: 'dota2'; item: DotaItem }
  | { game: 'rust'; item: RustItem };

interface ImageFacts {
  outline: Outline;
  /** The rarity colour: the glow behind the item and the line under it. */
  color: string;
  art: FinishArt;
}

/** A knife without a finish ('Vanilla') is bare steel. */
const bareSteel: FinishArt = { pattern: 'fade', palette: ['#8d949e', '#d9dee5', '#5b616a'], seed: 0 };

const factsOf = (subject: ImageSubject, key: string): ImageFacts => {
  const outline = outlines[drawnOutlineOf(subject)];
  switch (subject.game) {
    case 'cs2': {
      const { finish } = subject;
      return {
        outline,
        color: rarityColorOf(finish.rarity),
        art: finish.finish === null ? bareSteel : finishArtOf(key, finish.finish),
      };
    }
    case 'dota2':
      return {
        outline,
        color: rarityColorOf(subject.item.rarity as RarityKey),
        art: finishArtOf(key, subject.item.name),
      };
    case 'rust':
      return { outline, color: rarityColorOf(null), art: finishArtOf(key, subject.item.name) };
  }
};

/** Every item of the demo catalogue by its image key. */
export const imageSubjects: ReadonlyMap<string, ImageSubject> = new Map<string, ImageSubject>([
  ...finishes.map((finish) => [finishKeyOf(finish), { game: 'cs2', finish }] as const),
  ...dotaItems.map((item) => [slugOf(item.name), { game: 'dota2', item }] as const),
  ...rustItems.map((item) => [slugOf(item.name), { game: 'rust', item }] as const),
]);

/** The canvas every item picture is drawn on, and the margin kept around the outline. */
const canvas = { width: 200, height: 150, margin: 10 } as const;

/** Scales and centres an outline's own box on the canvas. */
function placementOf({ width, height }: Outline): string {
  const scale = Math.min((canvas.width - 2 * canvas.margin) / width, (canvas.height - 2 * canvas.margin) / height);
  const x = (canvas.width - width * scale) / 2;
  const y = (canvas.height - height * scale) / 2;
  return `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})`;
}

function drawItem({ outline, color, art }: ImageFacts): string {
  const place = placementOf(outline);
  const dark = outline.dark ? `<path d="${outline.dark}" transform="${place}" fill="#0d1117" fill-opacity=".5"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="200" height="150">
<defs><radialGradient id="glow" cx="50%" cy="55%" r="70%"><stop offset="0" stop-color="${color}" stop-opacity=".45"/><stop offset="1" stop-color="#0d1117"/></radialGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
<path id="shape" d="${outline.body}" transform="${place}"/><clipPath id="clip"><use href="#shape"/></clipPath></defs>
<rect width="200" height="150" fill="url(#glow)"/>
<use href="#shape" x="3" y="4" fill="#000" fill-opacity=".45"/>
<g clip-path="url(#clip)">${paintFinish(art)}<rect width="200" height="150" fill="url(#shine)"/></g>${dark}
<use href="#shape" fill="none" stroke="#0d1117" stroke-opacity=".8" stroke-width="1.5" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>
<rect y="147" width="200" height="3" fill="${color}"/>
</svg>`;
}

interface StickerFacts {
  initials: string;
  variant: string;
  year: number;
}

const stickerImages = new Map<string, StickerFacts>(
  tournaments.flatMap((tournament) =>
    teams
      .filter(([, first, last]) => tournament.year >= first && tournament.year <= last)
      .flatMap(([team]) =>
        [...new Set([...stickerVariantsOf(tournament.year, tournament.key), souvenirStickerVariant])].map(
          (variant) =>
            [
              stickerKeyOf(team, variant, tournament.key),
              {
                initials: team
                  .replace(/[^A-Za-z0-9 ]/g, '')
                  .split(' ')
                  .map((word) => word[0])
                  .join('')
                  .slice(0, 3)
                  .toUpperCase(),
                variant: variant.trim(),
                year: tournament.year,
              },
            ] as const,
        ),
      ),
  ),
);

const variantFill: Record<string, string> = {
  '': '#e8e8e8',
  '(Holo)': 'url(#holo)',
  '(Foil)': '#c0c8d0',
  '(Gold)': '#e4ae39',
  '(Glitter)': '#f2a6d8',
};

/** Stickers are drawn on a square this wide. */
const stickerSize = 64;

function drawSticker({ initials, variant, year }: StickerFacts): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${stickerSize} ${stickerSize}" width="${stickerSize}" height="${stickerSize}">
<defs><linearGradient id="holo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7ef9ff"/><stop offset=".5" stop-color="#c38bff"/><stop offset="1" stop-color="#ffd36e"/></linearGradient></defs>
<path d="M32 3l25 10v20c0 15-11 24-25 28C18 57 7 48 7 33V13z" fill="${variantFill[variant] ?? '#e8e8e8'}" stroke="#1e2939" stroke-width="2"/>
<text x="32" y="35" font-family="Arial, sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#1e2939">${initials}</text>
<text x="32" y="49" font-family="Arial, sans-serif" font-size="8" text-anchor="middle" fill="#1e2939">${year}</text>
</svg>`;
}

/** The SVG of an item image key, or undefined when no catalogue item has that key. */
export function itemImageSvg(key: string): string | undefined {
  const subject = imageSubjects.get(key);
  return subject && drawItem(factsOf(subject, key));
}

export function stickerImageSvg(key: string): string | undefined {
  const facts = stickerImages.get(key);
  return facts && drawSticker(facts);
}

/** One kind of picture: its name, the width its SVG is drawn at, and the SVG of a key (undefined for an unknown key). */
export interface Drawing {
  kind: 'item' | 'sticker';
  width: number;
  svg: (key: string) => string | undefined;
}

export const itemDrawing: Drawing = { kind: 'item', width: canvas.width, svg: itemImageSvg };
export const stickerDrawing: Drawing = { kind: 'sticker', width: stickerSize, svg: stickerImageSvg };
