import { createHash } from 'node:crypto';
import { type Game, wears } from '#contract/store.ts';
import { heroes, qualityNames } from '../../catalogue/dota2.ts';
import type { CatalogueItem } from '../../catalogue/generator.ts';
import { rustItemClasses } from '../../catalogue/rust.ts';

/**
 * SANDBOX and TEST: a Steam inventory in Steam's own JSON, as `steamcommunity.com/inventory/<steamid>/<appid>/<context>`
 * answers it (assets, descriptions, `more_items`, `last_assetid`, `total_inventory_count`), and Steam's description of
 * a demo catalogue item. The sandbox Steam serves the demo bot's inventory with it, the local fake of Steam serves the
 * tests' and the bench's: the shop reads them through steamcommunity, as it reads Steam's.
 */

export const steamAppIds: Record<Game, number> = { csgo: 730, dota2: 570, rust: 252490 };
export const gameOfAppId = (appId: number): Game | undefined =>
  (Object.entries(steamAppIds) as [Game, number][]).find(([, id]) => id === appId)?.[0];
/** Every game keeps its tradable items in context 2. */
export const tradableContextId = '2';

/** A tag as Steam's inventory JSON writes it. */
export interface SteamRawTag {
  category: string;
  internal_name: string;
  localized_category_name: string;
  localized_tag_name: string;
  color?: string;
}

/** A description as Steam's inventory JSON writes it: one per class and instance, shared by its assets. */
export interface SteamRawDescription {
  appid: number;
  classid: string;
  instanceid: string;
  currency: 0;
  background_color: string;
  icon_url: string;
  descriptions: { type: string; value: string; color?: string; name?: string }[];
  owner_descriptions?: { type: string; value: string; color?: string }[];
  tradable: 0 | 1;
  actions?: { link: string; name: string }[];
  fraudwarnings?: string[];
  name: string;
  name_color: string;
  type: string;
  market_name: string;
  market_hash_name: string;
  commodity: 0 | 1;
  market_tradable_restriction: number;
  marketable: 0 | 1;
  tags: SteamRawTag[];
}

/** One asset of an inventory with its description. */
export interface SteamInventoryAsset {
  assetid: string;
  amount?: number;
  description: SteamRawDescription;
}

/** What Steam answers for one page of an inventory. */
export interface SteamInventoryPage {
  assets?: { appid: number; contextid: string; assetid: string; classid: string; instanceid: string; amount: string }[];
  descriptions?: SteamRawDescription[];
  more_items?: 1;
  last_assetid?: string;
  total_inventory_count: number;
  success: 1;
  rwgrsn: -2;
}

/** Steam pages an inventory by this many assets at most, whatever `count` asks. */
export const steamInventoryMaxCount = 2000;

/**
 * One page of an inventory as Steam answers it: the `count` assets after `start_assetid` (from the first without it),
 * with the descriptions they use; `more_items` and `last_assetid` when more follow.
 */
export function steamInventoryPage(
  assets: readonly SteamInventoryAsset[],
  query: { count?: number; startAssetId?: string | undefined },
  contextId = tradableContextId,
): SteamInventoryPage {
  if (assets.length === 0) return { total_inventory_count: 0, success: 1, rwgrsn: -2 };
  const count = Math.min(Math.max(query.count ?? 75, 1), steamInventoryMaxCount);
  const start = query.startAssetId ? assets.findIndex((asset) => asset.assetid === query.startAssetId) + 1 : 0;
  const page = assets.slice(start, start + count);
  const descriptions = new Map<string, SteamRawDescription>();
  for (const { description } of page) descriptions.set(`${description.classid}_${description.instanceid}`, description);
  const last = page.at(-1);
  const more = start + count < assets.length;
  return {
    assets: page.map(({ assetid, amount, description }) => ({
      appid: description.appid,
      contextid: contextId,
      assetid,
      classid: description.classid,
      instanceid: description.instanceid,
      amount: String(amount ?? 1),
    })),
    descriptions: [...descriptions.values()],
    ...(more && last && { more_items: 1 as const, last_assetid: last.assetid }),
    total_inventory_count: assets.length,
    success: 1,
    rwgrsn: -2,
  };
}

// ---- describing catalogue items as Steam does ------------------------------------------------------------------

/** A number Steam could have given as a class or instance id, from what the description holds. */
const numericId = (text: string) => String(BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 13)}`));

const tag = (category: string, internalName: string, name: string, categoryName = category): SteamRawTag => ({
  category,
  internal_name: internalName,
  localized_category_name: categoryName,
  localized_tag_name: name,
});

const cs2Types: Record<string, [internal: string, name: string]> = {
  rifle: ['CSGO_Type_Rifle', 'Rifle'],
  sniper: ['CSGO_Type_SniperRifle', 'Sniper Rifle'],
  pistol: ['CSGO_Type_Pistol', 'Pistol'],
  smg: ['CSGO_Type_SMG', 'SMG'],
  heavy: ['CSGO_Type_Shotgun', 'Shotgun'],
  knife: ['CSGO_Type_Knife', 'Knife'],
  gloves: ['Type_Hands', 'Gloves'],
};

const cs2Grades: Record<string, [grade: string, name: string]> = {
  consumer: ['Common', 'Consumer Grade'],
  industrial: ['Uncommon', 'Industrial Grade'],
  mil_spec: ['Rare', 'Mil-Spec Grade'],
  restricted: ['Mythical', 'Restricted'],
  classified: ['Legendary', 'Classified'],
  covert: ['Ancient', 'Covert'],
  contraband: ['Contraband', 'Contraband'],
};

const dotaQualityInternal: Record<string, string> = {
  standard: 'unique',
  genuine: 'genuine',
  elder: 'vintage',
  unusual: 'unusual',
  self_made: 'selfmade',
  inscribed: 'strange',
  cursed: 'haunted',
  heroic: 'tournament',
  favored: 'favored',
  ascendant: 'ascendant',
  exalted: 'exalted',
  frozen: 'frozen',
  corrupted: 'corrupted',
  auspicious: 'lucky',
  infused: 'infused',
  autographed: 'autographed',
};

const dotaTypeNames: Record<string, string> = { gem_rune: 'Gem / Rune', hud_skin: 'HUD Skin' };
const rustCategories: Record<string, [internal: string, name: string]> = {
  weapon_skin: ['steamcat.weapon', 'Weapon'],
  clothing: ['steamcat.clothing', 'Clothing'],
  armor: ['steamcat.armor', 'Armor'],
  door: ['steamcat.construction', 'Construction'],
  box: ['steamcat.deployable', 'Deployable'],
  tool: ['steamcat.tool', 'Tool'],
  deployable: ['steamcat.deployable', 'Deployable'],
};

const titleOf = (key: string) =>
  key
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Steam's hold line: CS2's newer `Tradable/Marketable After 17 Jul @ 3:00am` (to the minute), or the older
 * `Tradable After Jul 11, 2025 (7:00:00) GMT` of the other games, in UTC.
 */
export function tradableAfterLine(game: Game, until: Date): string {
  const month = monthNames[until.getUTCMonth()];
  if (game === 'csgo') {
    const hours = until.getUTCHours();
    const meridian = hours < 12 ? 'am' : 'pm';
    return `Tradable/Marketable After ${until.getUTCDate()} ${month} @ ${hours % 12 || 12}:${twoDigits(until.getUTCMinutes())}${meridian}`;
  }
  return `Tradable After ${month} ${until.getUTCDate()}, ${until.getUTCFullYear()} (${until.getUTCHours()}:${twoDigits(
    until.getUTCMinutes(),
  )}:${twoDigits(until.getUTCSeconds())}) GMT`;
}

export interface DescribeOptions {
  /** The asset's `icon_url` (Steam's picture hash; the sandbox's drawn picture file). */
  iconUrl: string;
  /** A sticker's picture as the description's `sticker_info` block shows it. */
  stickerImage: (sticker: CatalogueItem['stickers'][number]) => string;
  /** Not tradable before this instant (a hold); undefined or past: tradable. */
  holdUntil?: Date | undefined;
}

type Describable = Omit<CatalogueItem, 'id' | 'sale' | 'holdMinutes' | 'marketValueUsd'>;

/** Steam's description of a demo catalogue item, as its game's inventory describes it. */
export function describeForSteam(item: Describable, options: DescribeOptions): SteamRawDescription {
  const held = options.holdUntil !== undefined;
  const parts =
    item.game === 'csgo'
      ? cs2Description(item, options)
      : item.game === 'dota2'
        ? dotaDescription(item)
        : rustDescription(item);
  const holdLine = options.holdUntil && { type: 'html', value: tradableAfterLine(item.game, options.holdUntil) };
  const classKey = JSON.stringify([item.game, item.name, options.iconUrl]);
  const instanceKey = JSON.stringify([item.stickers, item.nameTag, options.holdUntil?.toISOString() ?? null]);
  return {
    appid: steamAppIds[item.game],
    classid: numericId(classKey),
    instanceid: item.stickers.length > 0 || item.nameTag || held ? numericId(instanceKey) : '0',
    currency: 0,
    background_color: '',
    icon_url: options.iconUrl,
    descriptions: [...parts.descriptions, ...(holdLine && item.game !== 'csgo' ? [holdLine] : [])],
    ...(holdLine && item.game === 'csgo' && { owner_descriptions: [{ type: 'html', value: ' ' }, holdLine] }),
    tradable: held ? 0 : 1,
    ...(parts.actions && { actions: parts.actions }),
    ...(item.nameTag && { fraudwarnings: [`Name Tag: ''${item.nameTag}''`] }),
    name: item.nameTag ? `''${item.nameTag}''` : item.name,
    name_color: parts.nameColor,
    type: parts.type,
    market_name: item.name,
    market_hash_name: item.name,
    commodity: 0,
    market_tradable_restriction: 7,
    marketable: 1,
    tags: parts.tags,
  };
}

interface DescriptionParts {
  descriptions: SteamRawDescription['descriptions'];
  actions?: SteamRawDescription['actions'];
  tags: SteamRawTag[];
  type: string;
  nameColor: string;
}

function cs2Description(item: Describable, options: DescribeOptions): DescriptionParts {
  const weaponClass = item.weaponClass ?? 'rifle';
  const star = weaponClass === 'knife' || weaponClass === 'gloves';
  const [typeInternal, typeName] =
    item.weapon === 'Negev'
      ? ['CSGO_Type_Machinegun', 'Machinegun']
      : (cs2Types[weaponClass] ?? ['CSGO_Type_Rifle', 'Rifle']);
  const quality = item.souvenir
    ? tag('Quality', 'tournament', 'Souvenir')
    : star
      ? item.stattrak
        ? tag('Quality', 'unusual_strange', '★ StatTrak™')
        : tag('Quality', 'unusual', '★')
      : item.stattrak
        ? tag('Quality', 'strange', 'StatTrak™')
        : tag('Quality', 'normal', 'Normal');
  const [grade, gradeName] =
    weaponClass === 'gloves'
      ? ['Ancient', 'Extraordinary']
      : (cs2Grades[item.rarity ?? 'mil_spec'] ?? ['Rare', 'Mil-Spec']);
  const rarity = tag(
    'Rarity',
    grade === 'Contraband' ? 'Rarity_Contraband' : `Rarity_${grade}${weaponClass === 'gloves' ? '' : '_Weapon'}`,
    gradeName,
    'Quality',
  );
  const wearIndex = item.wear === null ? -1 : wears.findIndex((wear) => wear.key === item.wear);
  const exteriorName = wears[wearIndex]?.name ?? 'Not Painted';
  const exterior = tag('Exterior', wearIndex < 0 ? 'WearCategoryNA' : `WearCategory${wearIndex}`, exteriorName);
  const tags = [
    tag('Type', typeInternal, typeName),
    ...(weaponClass === 'gloves'
      ? []
      : [tag('Weapon', `weapon_${(item.weapon ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '')}`, item.weapon ?? '')]),
    quality,
    rarity,
    exterior,
  ];
  const stickers =
    item.stickers.length === 0
      ? []
      : [
          {
            type: 'html',
            value: `<br><div id="sticker_info" name="sticker_info" title="Sticker" style="border: 2px solid rgb(102, 102, 102); border-radius: 6px; width=100; margin:4px; padding:8px;"><center>${item.stickers
              .map((sticker) => `<img width=64 height=48 src="${options.stickerImage(sticker)}">`)
              .join(
                '',
              )}<br>Sticker: ${item.stickers.map((sticker) => sticker.name.replace(/^Sticker \| /, '')).join(', ')}</center></div>`,
          },
        ];
  const typeLine = `${star ? '★ ' : ''}${item.stattrak ? 'StatTrak™ ' : ''}${item.souvenir ? 'Souvenir ' : ''}${gradeName} ${typeName}`;
  return {
    descriptions: [
      ...(wearIndex < 0 ? [] : [{ type: 'html', value: `Exterior: ${exteriorName}` }]),
      { type: 'html', value: ' ' },
      {
        type: 'html',
        value: `A ${item.finish ?? 'vanilla'} ${item.weapon ?? 'item'}, as the demo catalogue describes it.`,
      },
      ...stickers,
    ],
    actions: [
      {
        link: `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D${numericId(item.name)}`,
        name: 'Inspect in Game...',
      },
    ],
    tags,
    type: typeLine,
    nameColor: star ? '8650AC' : item.stattrak ? 'CF6A32' : item.souvenir ? 'FFD700' : 'D2D2D2',
  };
}

function dotaDescription(item: Describable): DescriptionParts {
  const quality = item.quality ?? 'standard';
  const heroName = item.hero === null ? undefined : (heroes.find(([key]) => key === item.hero)?.[1] ?? item.hero);
  const typeKey = item.type ?? 'misc';
  return {
    descriptions: [{ type: 'html', value: `Used By: ${heroName ?? 'All heroes'}` }],
    tags: [
      tag(
        'Quality',
        dotaQualityInternal[quality] ?? quality,
        qualityNames[quality as keyof typeof qualityNames] ?? quality,
      ),
      tag('Rarity', `Rarity_${titleOf(item.rarity ?? 'common')}`, titleOf(item.rarity ?? 'common')),
      tag('Type', typeKey, dotaTypeNames[typeKey] ?? titleOf(typeKey)),
      ...(item.slot ? [tag('Slot', item.slot, titleOf(item.slot))] : []),
      ...(item.hero && heroName ? [tag('Hero', `npc_dota_hero_${item.hero}`, heroName)] : []),
    ],
    type: `${titleOf(item.rarity ?? 'common')} ${dotaTypeNames[typeKey] ?? titleOf(typeKey)}`,
    nameColor: 'D2D2D2',
  };
}

function rustDescription(item: Describable): DescriptionParts {
  const itemClass = Object.entries(rustItemClasses).find(([, name]) => name === item.weapon)?.[0];
  const [category, categoryName] = rustCategories[item.type ?? 'weapon_skin'] ?? ['steamcat.misc', 'Misc'];
  return {
    descriptions: [{ type: 'html', value: `A skin for the ${item.weapon ?? 'item'}.` }],
    tags: [
      tag('steamcat', category, categoryName, 'Category'),
      ...(itemClass ? [tag('itemclass', itemClass, item.weapon ?? itemClass, 'Item')] : []),
    ],
    type: '',
    nameColor: 'D2D2D2',
  };
}
