import type { RarityKey } from '#contract/store.ts';
import { tournaments } from '#contract/store.ts';
import { finishes, souvenirStickerVariant, stickerVariantsOf, teams } from './cs2.ts';
import { dotaItems } from './dota2.ts';
import { type FinishArt, finishArtOf, paintFinish } from './finishArt.ts';
import { finishKeyOf, rarityColorOf, slugOf, stickerKeyOf } from './generator.ts';
import { rustItems } from './rust.ts';

/**
 * Item and sticker pictures drawn on our server for the demo catalogue: a silhouette of the weapon class or
 * item type painted with the item's own finish (finishArt.ts) over a glow of the rarity colour, so two skins of
 * one weapon look different. Deterministic (same key, same bytes), so they cache for a year, and no outside
 * host is ever involved.
 */

type Silhouette =
  | 'rifle'
  | 'sniper'
  | 'pistol'
  | 'smg'
  | 'heavy'
  | 'knife'
  | 'gloves'
  | 'wearable'
  | 'courier'
  | 'ward'
  | 'taunt'
  | 'treasure'
  | 'screen'
  | 'sound'
  | 'clothing'
  | 'armor'
  | 'door'
  | 'box'
  | 'tool'
  | 'deployable';

/** 200 x 150 drawings, each a single path so the gradient and outline apply alike. */
const silhouettes: Record<Silhouette, string> = {
  rifle: 'M14 72h38l6-8h52l4-6h10v6h40l8 4v8h-40l-6 4h-22l-8 30h-18l6-30h-16l-10 18h-16l8-18H40l-10 10H14z',
  sniper: 'M8 74h56l6-6h40v-6h30v6h52v8h-52l-10 4h-24l-10 32h-18l8-32H58l-14 16H26l10-16H8z',
  pistol: 'M50 52h96v18h-8v6H98l-6 8h-8l-8 34H52l10-34h-6l-6-8z',
  smg: 'M30 60h110l8 6h24v10h-30l-8 6h-24l-4 10h10v22H98V92h-8l-8 24H62l10-34H48l-8 10H26l6-16z',
  heavy: 'M10 66h120l10-6h40v18h-40l-6 6H92l-6 28H64l6-28H46l-16 18H12l12-22z',
  knife: 'M24 88c40-14 86-30 150-46-22 22-58 40-92 50l-8 10h-10l-4 14H40l4-16H24z',
  gloves: 'M70 130V70l-8-30h12l8 26 2-36h12l-2 36 8-38h12l-6 40 12-30h12l-12 44v18l16-14h14l-24 34v10z',
  wearable: 'M100 20l50 20v36c0 30-22 48-50 58-28-10-50-28-50-58V40z',
  courier: 'M60 110c-20-10-24-40-6-56 10-30 52-36 74-12 22 6 34 34 20 56l10 14h-20l-8-8H76l-8 10H50z',
  ward: 'M100 28c34 0 60 22 72 46-12 24-38 46-72 46s-60-22-72-46c12-24 38-46 72-46zm0 20a26 26 0 100 52 26 26 0 000-52z',
  taunt: 'M100 18l20 40 44 6-32 30 8 44-40-22-40 22 8-44-32-30 44-6z',
  treasure: 'M40 60l20-24h80l20 24v64H40zm50 20v20h20V80z',
  screen: 'M30 34h140v80H30zm56 90h28v10H86z',
  sound: 'M40 60h30l40-32v94l-40-32H40zm90-4c14 10 14 28 0 38m14-54c26 20 26 50 0 70',
  clothing: 'M70 24h60l34 24-16 24-14-8v62H66V64l-14 8-16-24z',
  armor: 'M56 30h88c4 30 2 60-12 84-10 14-22 20-32 20s-22-6-32-20C54 90 52 60 56 30zm20 40h18v10H76zm30 0h18v10h-18z',
  door: 'M56 20h88v116H56zm66 58a6 6 0 100 12 6 6 0 000-12z',
  box: 'M30 54l70-26 70 26v60l-70 26-70-26zm70-4v86',
  tool: 'M60 36c24-16 56-14 74 2l-18 16-12-6-36 74-14-6 34-76z',
  deployable: 'M30 70h140v40H30zm10 40h20v18H40zm100 0h20v18h-20zM60 40h80v30H60z',
};

interface ImageFacts {
  silhouette: Silhouette;
  /** The rarity colour: the glow behind the item and the line under it. */
  color: string;
  art: FinishArt;
}

/** A knife without a finish ('Vanilla') is bare steel. */
const bareSteel: FinishArt = { pattern: 'fade', palette: ['#8d949e', '#d9dee5', '#5b616a'], seed: 0 };

const dotaSilhouette = (type: string): Silhouette =>
  type === 'courier'
    ? 'courier'
    : type === 'ward'
      ? 'ward'
      : type === 'taunt'
        ? 'taunt'
        : type === 'treasure' || type === 'bundle'
          ? 'treasure'
          : type === 'announcer' || type === 'music'
            ? 'sound'
            : type === 'loading_screen' || type === 'hud_skin' || type === 'terrain' || type === 'cursor_pack'
              ? 'screen'
              : 'wearable';

const rustSilhouette = (type: string, baseItem: string): Silhouette =>
  type === 'weapon_skin'
    ? baseItem.includes('Python')
      ? 'pistol'
      : baseItem.includes('Bolt')
        ? 'sniper'
        : 'rifle'
    : type === 'clothing' || type === 'armor' || type === 'door' || type === 'box' || type === 'tool'
      ? type
      : 'deployable';

const itemImages = new Map<string, ImageFacts>([
  ...finishes.map(
    (finish) =>
      [
        finishKeyOf(finish),
        {
          silhouette: finish.weaponClass,
          color: rarityColorOf(finish.rarity),
          art: finish.finish === null ? bareSteel : finishArtOf(finishKeyOf(finish), finish.finish),
        },
      ] as const,
  ),
  ...dotaItems.map(
    (item) =>
      [
        slugOf(item.name),
        {
          silhouette: dotaSilhouette(item.type),
          color: rarityColorOf(item.rarity as RarityKey),
          art: finishArtOf(slugOf(item.name), item.name),
        },
      ] as const,
  ),
  ...rustItems.map(
    (item) =>
      [
        slugOf(item.name),
        {
          silhouette: rustSilhouette(item.type, item.baseItem),
          color: rarityColorOf(null),
          art: finishArtOf(slugOf(item.name), item.name),
        },
      ] as const,
  ),
]);

function drawItem({ silhouette, color, art }: ImageFacts): string {
  const shape = silhouettes[silhouette];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150" width="200" height="150">
<defs><radialGradient id="glow" cx="50%" cy="55%" r="70%"><stop offset="0" stop-color="${color}" stop-opacity=".45"/><stop offset="1" stop-color="#0d1117"/></radialGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
<clipPath id="shape"><path d="${shape}" fill-rule="evenodd"/></clipPath></defs>
<rect width="200" height="150" fill="url(#glow)"/>
<path d="${shape}" transform="translate(3 5)" fill="#000" fill-opacity=".45" fill-rule="evenodd"/>
<g clip-path="url(#shape)">${paintFinish(art)}<rect width="200" height="150" fill="url(#shine)"/></g>
<path d="${shape}" fill="none" stroke="#0d1117" stroke-opacity=".8" stroke-width="1.5" stroke-linejoin="round" fill-rule="evenodd"/>
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

function drawSticker({ initials, variant, year }: StickerFacts): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<defs><linearGradient id="holo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7ef9ff"/><stop offset=".5" stop-color="#c38bff"/><stop offset="1" stop-color="#ffd36e"/></linearGradient></defs>
<path d="M32 3l25 10v20c0 15-11 24-25 28C18 57 7 48 7 33V13z" fill="${variantFill[variant] ?? '#e8e8e8'}" stroke="#1e2939" stroke-width="2"/>
<text x="32" y="35" font-family="Arial, sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="#1e2939">${initials}</text>
<text x="32" y="49" font-family="Arial, sans-serif" font-size="8" text-anchor="middle" fill="#1e2939">${year}</text>
</svg>`;
}

/** The SVG of an item image key, or undefined when no catalogue item has that key. */
export function itemImageSvg(key: string): string | undefined {
  const facts = itemImages.get(key);
  return facts && drawItem(facts);
}

export function stickerImageSvg(key: string): string | undefined {
  const facts = stickerImages.get(key);
  return facts && drawSticker(facts);
}
