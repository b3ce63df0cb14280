/** Facts of Rust for the demo catalogue: real workshop skins on the items they apply to. */

export type RustType = 'weapon_skin' | 'clothing' | 'armor' | 'door' | 'box' | 'tool' | 'deployable';

export interface RustItem {
  name: string;
  /** The in-game item the skin applies to. */
  baseItem: string;
  type: RustType;
  usd: number;
}

type Row = readonly [name: string, baseItem: string, type: RustType, usd: number];
const rows: readonly Row[] = [
  ['Tempered AK47', 'Assault Rifle', 'weapon_skin', 48],
  ['Glory AK47', 'Assault Rifle', 'weapon_skin', 95],
  ['Alien Red', 'Assault Rifle', 'weapon_skin', 210],
  ['Big Grin', 'Assault Rifle', 'weapon_skin', 12],
  ['Blackout AK47', 'Assault Rifle', 'weapon_skin', 18],
  ['Tempered Thompson', 'Thompson', 'weapon_skin', 7],
  ['Tempered MP5', 'MP5A4', 'weapon_skin', 6.5],
  ['Neon LR-300', 'LR-300 Assault Rifle', 'weapon_skin', 9],
  ['Glory Semi-Automatic Rifle', 'Semi-Automatic Rifle', 'weapon_skin', 3.2],
  ['Doodle Python', 'Python Revolver', 'weapon_skin', 2.4],
  ['Tempered Bolt Action Rifle', 'Bolt Action Rifle', 'weapon_skin', 11],
  ['Punishment Custom SMG', 'Custom SMG', 'weapon_skin', 2.1],
  ['Whiteout Hoodie', 'Hoodie', 'clothing', 19],
  ['Blackout Hoodie', 'Hoodie', 'clothing', 14],
  ['Azul Hoodie', 'Hoodie', 'clothing', 4.5],
  ['Playmaker Hoodie', 'Hoodie', 'clothing', 6],
  ['Punishment Hoodie', 'Hoodie', 'clothing', 8.5],
  ['Whiteout Pants', 'Pants', 'clothing', 11],
  ['Blackout Pants', 'Pants', 'clothing', 9],
  ['Tempered Boots', 'Boots', 'clothing', 3.1],
  ['Punishment Mask', 'Metal Facemask', 'armor', 42],
  ['Tempered Mask', 'Metal Facemask', 'armor', 36],
  ['No Mercy Mask', 'Metal Facemask', 'armor', 15],
  ['Glory Chestplate', 'Metal Chest Plate', 'armor', 24],
  ['Tempered Chestplate', 'Metal Chest Plate', 'armor', 28],
  ['Road Sign Jacket Ghost', 'Road Sign Jacket', 'armor', 5],
  ['Coffee Can Helmet Spartan', 'Coffee Can Helmet', 'armor', 2.6],
  ['Big Cat Garage Door', 'Garage Door', 'door', 7],
  ['Neon Garage Door', 'Garage Door', 'door', 5.5],
  ['Abyss Metal Door', 'Sheet Metal Door', 'door', 3.8],
  ['Glory Armored Door', 'Armored Door', 'door', 12],
  ['Haunted House Door', 'Wooden Door', 'door', 1.5],
  ['Firework Large Box', 'Large Wood Box', 'box', 2.2],
  ['Tempered Large Box', 'Large Wood Box', 'box', 6],
  ['Ammo Crate Box', 'Wood Storage Box', 'box', 0.9],
  ['Military Crate', 'Large Wood Box', 'box', 1.6],
  ['Tempered Rock', 'Rock', 'tool', 9],
  ['Big Grin Rock', 'Rock', 'tool', 3.5],
  ['Tempered Hatchet', 'Hatchet', 'tool', 2.8],
  ['Alien Pickaxe', 'Pickaxe', 'tool', 2.1],
  ['Tempered Sleeping Bag', 'Sleeping Bag', 'deployable', 1.4],
  ['Neon Furnace', 'Furnace', 'deployable', 2.5],
  ['Tempered Rug', 'Rug', 'deployable', 1.8],
];

export const rustItems: readonly RustItem[] = rows.map(([name, baseItem, type, usd]) => ({
  name,
  baseItem,
  type,
  usd,
}));

/**
 * The in-game items Rust skins apply to, by the shortname Steam tags them with (`itemclass`), and their names: what
 * an inventory asset's base item is called, and what the sandbox tags its assets with.
 */
export const rustItemClasses: Readonly<Record<string, string>> = {
  'rifle.ak': 'Assault Rifle',
  'smg.thompson': 'Thompson',
  'smg.mp5': 'MP5A4',
  'rifle.lr300': 'LR-300 Assault Rifle',
  'rifle.semiauto': 'Semi-Automatic Rifle',
  'pistol.python': 'Python Revolver',
  'rifle.bolt': 'Bolt Action Rifle',
  'smg.2': 'Custom SMG',
  hoodie: 'Hoodie',
  pants: 'Pants',
  'shoes.boots': 'Boots',
  'metal.facemask': 'Metal Facemask',
  'metal.plate.torso': 'Metal Chest Plate',
  'roadsign.jacket': 'Road Sign Jacket',
  'coffeecan.helmet': 'Coffee Can Helmet',
  'wall.frame.garagedoor': 'Garage Door',
  'door.hinged.metal': 'Sheet Metal Door',
  'door.hinged.toptier': 'Armored Door',
  'door.hinged.wood': 'Wooden Door',
  'box.wooden.large': 'Large Wood Box',
  'box.wooden': 'Wood Storage Box',
  rock: 'Rock',
  hatchet: 'Hatchet',
  pickaxe: 'Pickaxe',
  sleepingbag: 'Sleeping Bag',
  furnace: 'Furnace',
  rug: 'Rug',
};
