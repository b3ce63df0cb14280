import { createRequire } from 'node:module';
import type { SteamInventoryAsset, SteamRawDescription, SteamRawTag } from '../sandbox/steam/steamInventory.ts';
import type { SteamEconItem } from './steamItems.ts';

/**
 * TEST: Steam inventory descriptions written as Steam's inventory JSON writes them (tags with their internal and
 * English names, HTML description lines, actions with placeholders, owner descriptions of a hold), for the items
 * an operator meets: painted CS2 weapons with stickers, a charm and a name tag, Souvenir and StatTrak™, a vanilla
 * knife, gloves, a sticker, Dota 2 and Rust items, and some the shop does not know.
 */

const tag = (category: string, internal: string, name: string, categoryName = category): SteamRawTag => ({
  category,
  internal_name: internal,
  localized_category_name: categoryName,
  localized_tag_name: name,
});

const base = (appid: number, classid: string, instanceid: string, name: string): SteamRawDescription => ({
  appid,
  classid,
  instanceid,
  currency: 0,
  background_color: '',
  icon_url: `-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZEHLbXH5ApeO4YmlhxYQknCRvCo04DEVlxkKgpot7HxfDhjxszJemkV09-5lpKKqPrxN7LEmyVQ7MEpiLuSrYmnjQO3-UdsZGHyd4_Bd1RvNQ7T_FDrw-_ng5Pu75iY1zI97bhLsvQz${classid}`,
  descriptions: [],
  tradable: 1,
  name,
  name_color: 'D2D2D2',
  type: '',
  market_name: name,
  market_hash_name: name,
  commodity: 0,
  market_tradable_restriction: 7,
  marketable: 1,
  tags: [],
});

const inspect = (d: string) => [
  {
    link: `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D${d}`,
    name: 'Inspect in Game...',
  },
];

const stickerBlock = (images: string[], names: string) =>
  `<br><div id="sticker_info" name="sticker_info" title="Sticker" style="border: 2px solid rgb(102, 102, 102); border-radius: 6px; width=100; margin:4px; padding:8px;"><center>${images
    .map((src) => `<img width=64 height=48 src="${src}">`)
    .join('')}<br>Sticker: ${names}</center></div>`;

/** StatTrak™ AK-47 | Redline (Field-Tested) with two Katowice 2014 stickers, a charm and a name tag, traded 3 days ago. */
export const statTrakAkWithStickers: SteamRawDescription = {
  ...base(730, '5671166795', '519977179', "''Old Faithful''"),
  market_name: 'StatTrak™ AK-47 | Redline (Field-Tested)',
  market_hash_name: 'StatTrak™ AK-47 | Redline (Field-Tested)',
  type: 'StatTrak™ Classified Rifle',
  name_color: 'CF6A32',
  tradable: 0,
  descriptions: [
    { type: 'html', value: 'Exterior: Field-Tested' },
    { type: 'html', value: ' ' },
    { type: 'html', value: 'Powerful and reliable, the AK-47 is one of the most popular assault rifles in the world.' },
    { type: 'html', value: 'The Phoenix Collection', color: '9da1a9' },
    {
      type: 'html',
      value: stickerBlock(
        [
          'https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/emskatowice2014/ibuypower_holo.png',
          'https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/emskatowice2014/titan.png',
        ],
        'iBUYPOWER (Holo) | Katowice 2014, Titan | Katowice 2014',
      ),
    },
    {
      type: 'html',
      value:
        '<br><div id="keychain_info" name="keychain_info" title="Charm" style="border: 2px solid rgb(102, 102, 102); border-radius: 6px; width=100; margin:4px; padding:8px;"><center><img width=64 height=48 src="https://community.akamai.steamstatic.com/economy/image/charm_lil_squirt"><br>Charm: Lil\' Squirt</center></div>',
    },
  ],
  owner_descriptions: [
    { type: 'html', value: ' ' },
    { type: 'html', value: '⚠ Tradable/Marketable After 17 Jul @ 3:00am', color: 'ff4040' },
  ],
  fraudwarnings: ["Name Tag: ''Old Faithful''"],
  actions: inspect('2486209296654018845'),
  tags: [
    tag('Type', 'CSGO_Type_Rifle', 'Rifle'),
    tag('Weapon', 'weapon_ak47', 'AK-47'),
    tag('ItemSet', 'set_community_2', 'The Phoenix Collection', 'Collection'),
    tag('Quality', 'strange', 'StatTrak™', 'Category'),
    tag('Rarity', 'Rarity_Legendary_Weapon', 'Classified', 'Quality'),
    tag('Exterior', 'WearCategory2', 'Field-Tested'),
  ],
};

/** Souvenir AWP | Dragon Lore (Minimal Wear), its inspect link in CS2's 2025 form (`%propid:6%`). */
export const souvenirDragonLore: SteamRawDescription = {
  ...base(730, '3608084114', '0', 'Souvenir AWP | Dragon Lore (Minimal Wear)'),
  type: 'Souvenir Covert Sniper Rifle',
  descriptions: [{ type: 'html', value: 'Exterior: Minimal Wear' }],
  actions: [{ link: 'steam://run/730//+csgo_econ_action_preview%20%propid:6%', name: 'Inspect in Game...' }],
  tags: [
    tag('Type', 'CSGO_Type_SniperRifle', 'Sniper Rifle'),
    tag('Weapon', 'weapon_awp', 'AWP'),
    tag('Quality', 'tournament', 'Souvenir', 'Category'),
    tag('Rarity', 'Rarity_Ancient_Weapon', 'Covert', 'Quality'),
    tag('Exterior', 'WearCategory1', 'Minimal Wear'),
  ],
};

/** ★ Karambit, vanilla: a knife without paint has no wear, so nothing to inspect. */
export const vanillaKarambit: SteamRawDescription = {
  ...base(730, '1560548998', '0', '★ Karambit'),
  type: '★ Covert Knife',
  name_color: '8650AC',
  actions: inspect('11428722312395155930'),
  tags: [
    tag('Type', 'CSGO_Type_Knife', 'Knife'),
    tag('Weapon', 'weapon_knife_karambit', 'Karambit'),
    tag('Quality', 'unusual', '★', 'Category'),
    tag('Rarity', 'Rarity_Ancient_Weapon', 'Covert', 'Quality'),
    tag('Exterior', 'WearCategoryNA', 'Not Painted'),
  ],
};

/** ★ Sport Gloves | Vice (Field-Tested): gloves carry no Weapon tag. */
export const viceGloves: SteamRawDescription = {
  ...base(730, '3105481346', '0', '★ Sport Gloves | Vice (Field-Tested)'),
  type: '★ Extraordinary Gloves',
  actions: inspect('4653293218366245376'),
  tags: [
    tag('Type', 'Type_Hands', 'Gloves'),
    tag('Quality', 'unusual', '★', 'Category'),
    tag('Rarity', 'Rarity_Ancient', 'Extraordinary', 'Quality'),
    tag('Exterior', 'WearCategory2', 'Field-Tested'),
  ],
};

/** A sticker: sold as it is, no wear. */
export const crownSticker: SteamRawDescription = {
  ...base(730, '1989275223', '0', 'Sticker | Crown (Foil)'),
  type: 'Exotic Sticker',
  tags: [
    tag('Type', 'CSGO_Tool_Sticker', 'Sticker'),
    tag('Quality', 'normal', 'Normal', 'Category'),
    tag('Rarity', 'Rarity_Legendary', 'Exotic', 'Quality'),
  ],
};

/** A CS2 item of a type the shop does not know. */
export const unknownCs2Type: SteamRawDescription = {
  ...base(730, '9000000001', '0', 'Prototype Thing'),
  tags: [tag('Type', 'CSGO_Type_Prototype', 'Prototype'), tag('Rarity', 'Rarity_Rare', 'High Grade', 'Quality')],
};

/** A service medal: neither tradable nor marketable, ever. */
export const serviceMedal: SteamRawDescription = {
  ...base(730, '3946324730', '0', '2024 Service Medal'),
  tradable: 0,
  marketable: 0,
  tags: [tag('Type', 'CSGO_Type_Collectible', 'Collectible')],
};

/** Inscribed Manifold Paradox: Dota 2, with hero, slot, type, rarity and quality. */
export const inscribedManifoldParadox: SteamRawDescription = {
  ...base(570, '2745370812', '0', 'Inscribed Manifold Paradox'),
  type: 'Inscribed Arcana Wearable',
  descriptions: [{ type: 'html', value: 'Used By: Phantom Assassin' }],
  tags: [
    tag('Quality', 'strange', 'Inscribed'),
    tag('Rarity', 'Rarity_Arcana', 'Arcana'),
    tag('Type', 'wearable', 'Wearable'),
    tag('Slot', 'weapon', 'Weapon'),
    tag('Hero', 'npc_dota_hero_phantom_assassin', 'Phantom Assassin'),
  ],
};

/** A Dota 2 courier held until a date in Steam's older form. */
export const heldCourier: SteamRawDescription = {
  ...base(570, '230744302', '0', 'Mango Tang'),
  tradable: 0,
  descriptions: [{ type: 'html', value: 'Tradable After Aug 30, 2026 (7:00:00) GMT' }],
  tags: [
    tag('Quality', 'unique', 'Standard'),
    tag('Rarity', 'Rarity_Rare', 'Rare'),
    tag('Type', 'courier', 'Courier'),
    tag('Slot', 'courier', 'Courier'),
  ],
};

/** A Dota 2 item of a slot the shop does not know. */
export const unknownDotaSlot: SteamRawDescription = {
  ...base(570, '9000000002', '0', 'Strange Thing of the Void'),
  tags: [
    tag('Quality', 'unique', 'Standard'),
    tag('Rarity', 'Rarity_Rare', 'Rare'),
    tag('Type', 'wearable', 'Wearable'),
    tag('Slot', 'third_arm', 'Third Arm'),
  ],
};

/** Rust: a door, told by its item, and an AK skin. */
export const rustGarageDoor: SteamRawDescription = {
  ...base(252490, '1120574920', '0', 'Big Cat Garage Door'),
  tags: [
    tag('steamcat', 'steamcat.construction', 'Construction', 'Category'),
    tag('itemclass', 'wall.frame.garagedoor', 'Garage Door', 'Item'),
  ],
};

export const rustTemperedAk: SteamRawDescription = {
  ...base(252490, '1136962004', '0', 'Tempered AK47'),
  tags: [
    tag('steamcat', 'steamcat.weapon', 'Weapon', 'Category'),
    tag('itemclass', 'rifle.ak', 'Assault Rifle', 'Item'),
  ],
};

/** A Rust item of a category the shop does not sell. */
export const rustResource: SteamRawDescription = {
  ...base(252490, '9000000003', '0', 'Cloth Bundle'),
  tags: [tag('steamcat', 'steamcat.resources', 'Resources', 'Category')],
};

/** The inventory JSON's asset rows of these descriptions, as one inventory (asset ids from `first`). */
export function assetsOf(descriptions: readonly SteamRawDescription[], first = 31_000_000_000): SteamInventoryAsset[] {
  return descriptions.map((description, index) => ({ assetid: String(first + index), description }));
}

type CEconItemClass = new (
  item: Record<string, unknown>,
  description: SteamRawDescription,
  contextId: string,
  assetProperties?: unknown,
) => SteamEconItem;

/** steamcommunity's own class, which merges an asset with its description as the library hands them over. */
const CEconItem = createRequire(createRequire(import.meta.url).resolve('steamcommunity'))(
  './classes/CEconItem.js',
) as CEconItemClass;

/** What steamcommunity gives for an asset of this description (and CS2 asset properties, when given). */
export function econItemOf(
  asset: SteamInventoryAsset,
  assetProperties?: { propertyid: number; string_value?: string }[],
): SteamEconItem {
  return new CEconItem(
    {
      appid: asset.description.appid,
      contextid: '2',
      assetid: asset.assetid,
      classid: asset.description.classid,
      instanceid: asset.description.instanceid,
      amount: String(asset.amount ?? 1),
    },
    asset.description,
    '2',
    assetProperties,
  );
}
