import { createHash } from 'node:crypto';
import {
  dotaQualityKeys,
  dotaSlotKeys,
  dotaTypeKeys,
  type Game,
  type RarityKey,
  rustTypeKeys,
  type TournamentKey,
  tournaments,
} from '#contract/store.ts';
import { finishKeyOf, slugOf, stickerKeyOf } from '../catalogue/generator.ts';
import { rustItemClasses } from '../catalogue/rust.ts';
import { steamPictureUrl } from './steamPictures.ts';

/**
 * What Steam says of an inventory asset, as steamcommunity's CEconItem gives it: the asset (ids, amount) merged with
 * the description of its class and instance (names, tags, descriptions, actions), read in English.
 */
export interface SteamEconItem {
  appid: number;
  contextid: string;
  assetid: string;
  classid: string;
  instanceid: string;
  amount: number;
  name?: string;
  market_name?: string;
  market_hash_name?: string;
  type?: string;
  icon_url?: string;
  tradable: boolean;
  marketable: boolean;
  tags?: SteamTag[];
  descriptions?: SteamDescriptionLine[];
  owner_descriptions?: SteamDescriptionLine[];
  fraudwarnings?: string[];
  actions?: { link: string; name: string }[];
  /** When a held CS2 item becomes tradable (the library reads it from the "Tradable After" line). */
  cache_expiration?: string;
  /** CS2 2025: properties of the asset itself (float, pattern, the inspect link's data), by property id. */
  asset_properties?: { propertyid: number; int_value?: string; float_value?: string; string_value?: string }[];
}

/** A tag as CEconItem gives it (`name` is Steam's localized tag name). */
export interface SteamTag {
  category: string;
  internal_name: string;
  name: string;
  category_name?: string;
  color?: string;
}

export interface SteamDescriptionLine {
  type?: string;
  value: string;
  color?: string;
  name?: string;
}

export interface ListingSticker {
  name: string;
  /** The drawn picture's key for the demo catalogue; the name's slug for a synced one (its picture is `image`). */
  key: string;
  slot: number;
  tournament: TournamentKey | null;
  year: number | null;
  /** Steam's picture of the sticker. */
  image?: string;
}

export interface ListingCharm {
  name: string;
  image: string | null;
}

/** An asset as a listing: the `items` columns the sync writes from what Steam describes. */
export interface SteamListing {
  assetId: string;
  classId: string;
  instanceId: string;
  game: Game;
  name: string;
  /** The name prices are read by; null when Steam gave none (the listing then needs attention). */
  marketHashName: string | null;
  definitionKey: string;
  rarity: RarityKey | null;
  weapon: string | null;
  weaponClass: string | null;
  finish: string | null;
  stattrak: boolean;
  souvenir: boolean;
  nameTag: string | null;
  stickers: ListingSticker[];
  charms: ListingCharm[];
  hero: string | null;
  slot: string | null;
  type: string | null;
  quality: string | null;
  /** Tradable again after this instant; null when tradable now. */
  holdUntil: Date | null;
  iconUrl: string | null;
  /** The CS2 inspect link, its owner and asset filled in. */
  inspectLink: string | null;
  /** A CS2 item with a wear: on sale only once the game coordinator has reported its float. */
  inspectionDue: boolean;
  /** Why the shop could not read the asset (the listing needs an admin); null when it could. */
  attention: string | null;
}

/** What the mapping needs besides the item: where it is, and where Steam's pictures live. */
export interface MappingContext {
  game: Game;
  /** The bot's SteamID64: it owns the asset (the inspect link names it). */
  ownerSteamId: string;
  /** Steam's economy image host (steamPictures.ts), or the sandbox's. */
  pictureBase: string;
  now: Date;
}

/** Why an item is not listed at all: something no one can buy from the shop. */
export type NotListed = { skipped: string };

/**
 * The listing an asset becomes, from what Steam describes. An item described in a way the mapping does not know (a
 * type, rarity, quality or exterior outside what it knows, no market name, no description at all) is listed with
 * what could be read and an `attention` saying why: never guessed, never a crash. An item that can never be traded
 * (a service medal, a coin) is not listed.
 */
export function listingOfSteamItem(item: SteamEconItem, context: MappingContext): SteamListing | NotListed {
  const problems: string[] = [];
  const tags = item.tags ?? [];
  const tag = (category: string) => tags.find((candidate) => candidate.category === category);
  const marketHashName = item.market_hash_name?.trim() || null;
  const name = marketHashName ?? item.market_name?.trim() ?? item.name?.trim() ?? null;
  if (name === null) problems.push('Steam sent no description for this asset');
  else if (marketHashName === null) problems.push('Steam gave no market name, so it cannot be priced');

  const hold = holdOf(item, context.now);
  if (hold === 'never') return { skipped: 'Steam says it can never be traded' };
  if (hold === 'unknown') problems.push('Steam says it cannot be traded now and gives no date');
  if (item.amount > 1) problems.push(`It is a stack of ${item.amount}; the shop sells single items`);

  const base: SteamListing = {
    assetId: item.assetid,
    classId: item.classid,
    instanceId: item.instanceid,
    game: context.game,
    name: name ?? `Unknown item (class ${item.classid})`,
    marketHashName,
    definitionKey: slugOf(name ?? `unknown ${item.classid}`),
    rarity: null,
    weapon: null,
    weaponClass: null,
    finish: null,
    stattrak: false,
    souvenir: false,
    nameTag: nameTagOf(item),
    stickers: [],
    charms: [],
    hero: null,
    slot: null,
    type: null,
    quality: null,
    holdUntil: hold instanceof Date ? hold : null,
    iconUrl: item.icon_url ? `${context.pictureBase}${item.icon_url}` : null,
    inspectLink: null,
    inspectionDue: false,
    attention: null,
  };
  const byGame =
    name === null
      ? {}
      : context.game === 'csgo'
        ? cs2Facts(item, name, tag, context, problems)
        : context.game === 'dota2'
          ? dotaFacts(name, tag, problems)
          : rustFacts(name, tag, problems);
  const listing = { ...base, ...byGame };
  return { ...listing, attention: problems.length > 0 ? `${problems.join('. ')}.` : null };
}

type TagOf = (category: string) => SteamTag | undefined;

// ---- CS2 --------------------------------------------------------------------------------------------------------

/** CS2's item types the shop sells as weapons (with a finish, a wear, stickers), by their Type tag. */
const cs2WeaponClasses: Readonly<Record<string, string>> = {
  CSGO_Type_Pistol: 'pistol',
  CSGO_Type_SMG: 'smg',
  CSGO_Type_Rifle: 'rifle',
  CSGO_Type_SniperRifle: 'sniper',
  CSGO_Type_Shotgun: 'heavy',
  CSGO_Type_Machinegun: 'heavy',
  CSGO_Type_Knife: 'knife',
  Type_Hands: 'gloves',
};

/** CS2's other item types: sold as they are, without a wear. */
const cs2OtherTypes = new Set([
  'CSGO_Type_WeaponCase',
  'CSGO_Tool_Sticker',
  'CSGO_Tool_Patch',
  'CSGO_Tool_Keychain',
  'CSGO_Type_Charm',
  'CSGO_Type_Spray',
  'CSGO_Type_MusicKit',
  'CSGO_Type_Collectible',
  'CSGO_Tool_WeaponCase_KeyTag',
  'CSGO_Tool_Name_TagTag',
  'CSGO_Type_Ticket',
  'CSGO_Tool_GiftTag',
  'Type_CustomPlayer',
]);

/** Steam's rarity grades, whatever the item kind (`_Weapon`, `_Character` or none), as the store's CS2 rarities. */
const cs2Rarities: Readonly<Record<string, RarityKey>> = {
  Common: 'consumer',
  Uncommon: 'industrial',
  Rare: 'mil_spec',
  Mythical: 'restricted',
  Legendary: 'classified',
  Ancient: 'covert',
  Contraband: 'contraband',
};

/** CS2 qualities (the Quality tag): StatTrak™, Souvenir, and the star of knives and gloves. */
const cs2Qualities: Readonly<Record<string, { stattrak: boolean; souvenir: boolean }>> = {
  normal: { stattrak: false, souvenir: false },
  genuine: { stattrak: false, souvenir: false },
  unique: { stattrak: false, souvenir: false },
  strange: { stattrak: true, souvenir: false },
  tournament: { stattrak: false, souvenir: true },
  unusual: { stattrak: false, souvenir: false },
  unusual_strange: { stattrak: true, souvenir: false },
};

/** Exteriors with a wear (`WearCategory0` Factory New to `4` Battle-Scarred); `WearCategoryNA`: not painted. */
const wearCategories = new Set(['WearCategory0', 'WearCategory1', 'WearCategory2', 'WearCategory3', 'WearCategory4']);

const gradeOf = (rarityTag: SteamTag) =>
  /^Rarity_([A-Za-z]+?)(?:_Weapon|_Character)?$/.exec(rarityTag.internal_name)?.[1];

function cs2Facts(
  item: SteamEconItem,
  name: string,
  tag: TagOf,
  context: MappingContext,
  problems: string[],
): Partial<SteamListing> {
  const facts: Partial<SteamListing> = { stickers: stickersOf(item), charms: charmsOf(item) };
  const type = tag('Type');
  const weaponClass = type ? cs2WeaponClasses[type.internal_name] : undefined;
  if (!type) problems.push('Steam gave no item type');
  else if (!weaponClass && !cs2OtherTypes.has(type.internal_name)) {
    problems.push(`Unknown CS2 item type "${type.name}" (${type.internal_name})`);
  }

  const rarity = tag('Rarity');
  if (rarity) {
    const grade = gradeOf(rarity);
    const key = grade === undefined ? undefined : cs2Rarities[grade];
    if (key) facts.rarity = key;
    else problems.push(`Unknown CS2 rarity "${rarity.name}" (${rarity.internal_name})`);
  }

  const quality = tag('Quality');
  if (quality) {
    const known = cs2Qualities[quality.internal_name];
    if (known) Object.assign(facts, known);
    else problems.push(`Unknown CS2 quality "${quality.name}" (${quality.internal_name})`);
  }

  if (!weaponClass) return facts;
  const parsed = parseCs2WeaponName(name);
  const weapon = tag('Weapon')?.name ?? parsed.weapon;
  facts.weapon = weapon;
  facts.weaponClass = weaponClass;
  facts.finish = parsed.finish;
  facts.definitionKey = finishKeyOf({ weapon, finish: parsed.finish });

  const exterior = tag('Exterior');
  const hasWear = exterior !== undefined && wearCategories.has(exterior.internal_name);
  if (exterior === undefined && parsed.finish !== null) problems.push('Steam gave no exterior for a painted weapon');
  else if (exterior !== undefined && !hasWear && exterior.internal_name !== 'WearCategoryNA') {
    problems.push(`Unknown CS2 exterior "${exterior.name}" (${exterior.internal_name})`);
  }
  if (hasWear) {
    facts.inspectionDue = true;
    const link = inspectLinkOf(item, context.ownerSteamId);
    if (link === undefined) problems.push('Steam gave no inspect link, so its float cannot be read');
    else if (link === null) problems.push('Its inspect link holds a part the shop cannot fill');
    else facts.inspectLink = link;
  }
  return facts;
}

/**
 * `★ StatTrak™ Karambit | Doppler (Factory New)` → Karambit, Doppler; `★ Karambit` → Karambit, no finish;
 * `Souvenir AWP | Dragon Lore (Field-Tested)` → AWP, Dragon Lore.
 */
export function parseCs2WeaponName(name: string): { weapon: string; finish: string | null } {
  const bare = name
    .replace(/^★\s*/, '')
    .replace(/^StatTrak™\s*/, '')
    .replace(/^Souvenir\s+/, '');
  const [weapon = bare, ...rest] = bare.split(' | ');
  const finish = rest.join(' | ').replace(/\s*\([^()]*\)$/, '');
  return { weapon: weapon.replace(/\s*\([^()]*\)$/, '').trim(), finish: finish.trim() || null };
}

/**
 * The inspect link of a CS2 item (its "Inspect in Game…" action), with its owner (`%owner_steamid%`), its asset
 * (`%assetid%`) and the asset properties it names (`%propid:6%`) filled in. Undefined without one; null when a part
 * is left that the shop cannot fill.
 */
export function inspectLinkOf(item: SteamEconItem, ownerSteamId: string): string | null | undefined {
  const action = (item.actions ?? []).find((candidate) => candidate.link.includes('csgo_econ_action_preview'));
  if (!action) return undefined;
  const properties = new Map((item.asset_properties ?? []).map((property) => [property.propertyid, property]));
  const link = action.link
    .replaceAll('%owner_steamid%', ownerSteamId)
    .replaceAll('%assetid%', item.assetid)
    .replace(/%propid:(\d+)%/g, (placeholder, id: string) => {
      const property = properties.get(Number(id));
      return property?.string_value ?? property?.int_value ?? property?.float_value ?? placeholder;
    });
  return /%[\w:]+%/.test(link) ? null : link;
}

/** The CS2 tournaments by the name Steam gives them in sticker names (`… | Katowice 2014`). */
const tournamentByName = new Map<string, (typeof tournaments)[number]>(
  tournaments.map((tournament) => [tournament.name.toLowerCase(), tournament]),
);

/** The HTML block of the descriptions whose element has this id (`sticker_info`, `keychain_info`). */
function descriptionBlock(item: SteamEconItem, id: string): string | undefined {
  return (item.descriptions ?? []).find((line) => line.value.includes(`id="${id}"`))?.value;
}

const imageSources = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);

/** The names listed after `label` in a block: `<br>Sticker: A | Katowice 2014, B (Holo)</center>`. */
function listedNames(html: string, label: string): string[] {
  const text = new RegExp(`${label}:\\s*([^<]*)`).exec(html)?.[1] ?? '';
  return text
    .split(', ')
    .map((entry) => decodeEntities(entry).trim())
    .filter(Boolean);
}

const decodeEntities = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The stickers (and patches) applied to a CS2 item, from the `sticker_info` block of its descriptions. */
export function stickersOf(item: SteamEconItem): ListingSticker[] {
  const block = descriptionBlock(item, 'sticker_info');
  if (!block) return [];
  const images = imageSources(block);
  const names = listedNames(block, 'Sticker').length > 0 ? listedNames(block, 'Sticker') : listedNames(block, 'Patch');
  return names.map((stickerName, slot) => {
    const parts = stickerName.split(' | ');
    const tournament = tournamentByName.get(parts.at(-1)?.toLowerCase() ?? '') ?? null;
    const [, team = '', variant = ''] =
      /^(.*?)((?: \((?:Holo|Foil|Gold|Glitter|Lenticular)\))?)$/.exec(parts[0] ?? '') ?? [];
    const image = steamPictureUrl(images[slot]);
    return {
      name: `Sticker | ${stickerName}`,
      // A Major's team sticker has the demo catalogue's drawn picture under this key, should Steam's be missing.
      key: tournament && parts.length === 2 ? stickerKeyOf(team, variant, tournament.key) : slugOf(stickerName),
      slot,
      tournament: tournament?.key ?? null,
      year: tournament?.year ?? null,
      ...(image && { image }),
    };
  });
}

/** The charms hung on a CS2 item, from the `keychain_info` block of its descriptions. */
export function charmsOf(item: SteamEconItem): ListingCharm[] {
  const block = descriptionBlock(item, 'keychain_info');
  if (!block) return [];
  const images = imageSources(block);
  return listedNames(block, 'Charm').map((charmName, index) => ({
    name: charmName,
    image: steamPictureUrl(images[index]) ?? null,
  }));
}

/** A name tag's text: Steam warns of it as `Name Tag: ''My Rifle''`. */
export function nameTagOf(item: SteamEconItem): string | null {
  for (const warning of item.fraudwarnings ?? []) {
    const match = /^Name Tag: ''(.*)''$/.exec(warning.trim());
    if (match?.[1]) return decodeEntities(match[1]);
  }
  return null;
}

// ---- trade hold -------------------------------------------------------------------------------------------------

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * When a "Tradable After …" line (CS2's "Tradable/Marketable After …") says the item becomes tradable, in UTC (the
 * library reads Steam in UTC): `Jul 11, 2025 (7:00:00) GMT`, or the newer `17 Jul @ 3:00am` (this year, or the next
 * when that date has passed). Undefined when the text says no date.
 */
export function parseTradableAfter(text: string, now: Date): Date | undefined {
  const after = /Tradable(?:\/Marketable)? After\s+(.+)$/i.exec(text.trim())?.[1];
  if (!after) return undefined;
  const dayFirst = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* @ (\d{1,2}):(\d{2})\s*(am|pm)/i.exec(after);
  if (dayFirst) {
    const [, day, month, hour, minute, meridian] = dayFirst;
    const monthIndex = months.indexOf((month ?? '').toLowerCase());
    if (monthIndex < 0) return undefined;
    const hours = (Number(hour) % 12) + ((meridian ?? '').toLowerCase() === 'pm' ? 12 : 0);
    const at = (year: number) => new Date(Date.UTC(year, monthIndex, Number(day), hours, Number(minute)));
    const thisYear = at(now.getUTCFullYear());
    return thisYear.getTime() < now.getTime() - 86_400_000 ? at(now.getUTCFullYear() + 1) : thisYear;
  }
  const monthFirst = /^([A-Za-z]{3})[a-z]* (\d{1,2}), (\d{4}) \((\d{1,2}):(\d{2}):(\d{2})\)/.exec(after);
  if (monthFirst) {
    const [, month, day, year, hour, minute, second] = monthFirst;
    const monthIndex = months.indexOf((month ?? '').toLowerCase());
    if (monthIndex < 0) return undefined;
    return new Date(Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second)));
  }
  return undefined;
}

/**
 * The asset's trade hold: null when tradable now, the instant it becomes tradable, `unknown` when Steam says it is not
 * tradable and gives no date, `never` for an item that can be neither traded nor sold on the market.
 */
function holdOf(item: SteamEconItem, now: Date): Date | null | 'unknown' | 'never' {
  if (item.tradable) return null;
  const lines = [...(item.owner_descriptions ?? []), ...(item.descriptions ?? [])];
  let until: Date | undefined;
  for (const line of lines) {
    until = parseTradableAfter(line.value.replace(/<[^>]*>/g, ''), now);
    if (until) break;
  }
  if (!until && item.cache_expiration) {
    const expiration = new Date(item.cache_expiration);
    if (!Number.isNaN(expiration.getTime())) until = expiration;
  }
  if (until) return until.getTime() > now.getTime() ? until : null;
  return item.marketable ? 'unknown' : 'never';
}

// ---- Dota 2 -----------------------------------------------------------------------------------------------------

const dotaRarities: Readonly<Record<string, RarityKey>> = {
  Common: 'common',
  Uncommon: 'uncommon',
  Rare: 'rare',
  Mythical: 'mythical',
  Legendary: 'legendary',
  Immortal: 'immortal',
  Arcana: 'arcana',
  Ancient: 'ancient',
};

/** Dota 2 qualities by Steam's English name ("Self-Made"), as the store's keys. */
const dotaQualityByName = new Map<string, string>(
  dotaQualityKeys.map((key) => [key.replace('_', '-'), key] as const).map(([name, key]) => [name.toLowerCase(), key]),
);

/** Dota 2 types by Steam's English name, where it differs from the key's words. */
const dotaTypeSynonyms: Readonly<Record<string, string>> = {
  'gem / rune': 'gem_rune',
  'gem/rune': 'gem_rune',
  'retired treasure chest': 'retired_chest',
  'treasure chest': 'treasure',
  'hud skin': 'hud_skin',
};

const keyOf = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

function dotaFacts(name: string, tag: TagOf, problems: string[]): Partial<SteamListing> {
  const facts: Partial<SteamListing> = {};
  const rarity = tag('Rarity');
  if (rarity) {
    const key = dotaRarities[gradeOf(rarity) ?? ''] ?? dotaRarities[rarity.name];
    if (key) facts.rarity = key;
    else problems.push(`Unknown Dota 2 rarity "${rarity.name}" (${rarity.internal_name})`);
  }
  const quality = tag('Quality');
  let bareName = name;
  if (quality) {
    const key = dotaQualityByName.get(quality.name.toLowerCase());
    if (key) {
      facts.quality = key;
      // The market name starts with the quality, except Standard's: the item itself is the rest.
      if (bareName.toLowerCase().startsWith(`${quality.name.toLowerCase()} `)) {
        bareName = bareName.slice(quality.name.length + 1);
      }
    } else {
      problems.push(`Unknown Dota 2 quality "${quality.name}" (${quality.internal_name})`);
    }
  }
  facts.definitionKey = slugOf(bareName);
  const type = tag('Type');
  if (type) {
    const key = dotaTypeSynonyms[type.name.toLowerCase()] ?? keyOf(type.name);
    if ((dotaTypeKeys as readonly string[]).includes(key)) facts.type = key;
    else problems.push(`Unknown Dota 2 item type "${type.name}" (${type.internal_name})`);
  } else {
    problems.push('Steam gave no item type');
  }
  const slot = tag('Slot');
  if (slot) {
    const key = [slot.internal_name.toLowerCase(), keyOf(slot.name)].find((candidate) =>
      (dotaSlotKeys as readonly string[]).includes(candidate),
    );
    if (key) facts.slot = key;
    else problems.push(`Unknown Dota 2 slot "${slot.name}" (${slot.internal_name})`);
  }
  const hero = tag('Hero');
  if (hero) facts.hero = keyOf(hero.name);
  return facts;
}

// ---- Rust -------------------------------------------------------------------------------------------------------

/** Rust's Steam categories (`steamcat`) as the store's types; doors and boxes are told by their item. */
const rustCategories: Readonly<Record<string, string>> = {
  'steamcat.weapon': 'weapon_skin',
  'steamcat.clothing': 'clothing',
  'steamcat.armor': 'armor',
  'steamcat.tool': 'tool',
  'steamcat.deployable': 'deployable',
};

/** The store's Rust type of an item by its Steam tags: its item (`itemclass`) first, then its category. */
export function rustTypeOf(itemClass: string | undefined, category: string | undefined): string | undefined {
  if (itemClass?.startsWith('door.') || itemClass === 'wall.frame.garagedoor') return 'door';
  if (itemClass?.startsWith('box.wooden')) return 'box';
  const type = category === undefined ? undefined : rustCategories[category];
  return type && (rustTypeKeys as readonly string[]).includes(type) ? type : undefined;
}

function rustFacts(name: string, tag: TagOf, problems: string[]): Partial<SteamListing> {
  const itemClass = tag('itemclass')?.internal_name;
  const category = tag('steamcat');
  const type = rustTypeOf(itemClass, category?.internal_name);
  if (!type) {
    problems.push(
      category
        ? `Unknown Rust item category "${category.name}" (${category.internal_name})`
        : 'Steam gave no item category',
    );
  }
  return {
    definitionKey: slugOf(name),
    type: type ?? null,
    weapon: (itemClass && rustItemClasses[itemClass]) ?? null,
  };
}

// ---- comparing syncs --------------------------------------------------------------------------------------------

/**
 * A digest of everything a listing takes from Steam's description (not its ids), stored with the listing: the next
 * sync compares it to tell a changed asset from the same one. The hold is compared by its end, whatever time it is.
 */
export function fingerprintOf(listing: SteamListing): string {
  const { assetId: _asset, ...described } = listing;
  return createHash('sha256')
    .update(JSON.stringify({ ...described, holdUntil: described.holdUntil?.toISOString() ?? null }))
    .digest('base64url')
    .slice(0, 22);
}
