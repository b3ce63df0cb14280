/** Facts of Dota 2 for the demo catalogue: real heroes and real cosmetic items with their slot and rarity. */

export const heroes: readonly (readonly [key: string, name: string])[] = [
  ['anti_mage', 'Anti-Mage'],
  ['axe', 'Axe'],
  ['crystal_maiden', 'Crystal Maiden'],
  ['drow_ranger', 'Drow Ranger'],
  ['earthshaker', 'Earthshaker'],
  ['invoker', 'Invoker'],
  ['juggernaut', 'Juggernaut'],
  ['legion_commander', 'Legion Commander'],
  ['lina', 'Lina'],
  ['monkey_king', 'Monkey King'],
  ['ogre_magi', 'Ogre Magi'],
  ['phantom_assassin', 'Phantom Assassin'],
  ['pudge', 'Pudge'],
  ['queen_of_pain', 'Queen of Pain'],
  ['rubick', 'Rubick'],
  ['shadow_fiend', 'Shadow Fiend'],
  ['techies', 'Techies'],
  ['terrorblade', 'Terrorblade'],
  ['windranger', 'Windranger'],
  ['wraith_king', 'Wraith King'],
  ['zeus', 'Zeus'],
  ['faceless_void', 'Faceless Void'],
  ['luna', 'Luna'],
  ['mirana', 'Mirana'],
  ['sniper', 'Sniper'],
  ['tiny', 'Tiny'],
  ['slark', 'Slark'],
  ['storm_spirit', 'Storm Spirit'],
];

export type DotaType =
  | 'wearable'
  | 'courier'
  | 'ward'
  | 'taunt'
  | 'bundle'
  | 'treasure'
  | 'loading_screen'
  | 'hud_skin'
  | 'announcer'
  | 'music'
  | 'terrain'
  | 'cursor_pack';
export type DotaRarity = 'common' | 'uncommon' | 'rare' | 'mythical' | 'legendary' | 'immortal' | 'arcana' | 'ancient';

export interface DotaItem {
  name: string;
  hero: string | null;
  slot: string;
  type: DotaType;
  rarity: DotaRarity;
  usd: number;
}

type Row = readonly [name: string, hero: string | null, slot: string, type: DotaType, rarity: DotaRarity, usd: number];
const rows: readonly Row[] = [
  ['Manifold Paradox', 'phantom_assassin', 'weapon', 'wearable', 'arcana', 30],
  ['Fractal Horns of Inner Abysm', 'terrorblade', 'head', 'wearable', 'arcana', 26],
  ['Demon Eater', 'shadow_fiend', 'arms', 'wearable', 'arcana', 29],
  ['Bladeform Legacy', 'juggernaut', 'head', 'wearable', 'arcana', 24],
  ['Fiery Soul of the Slayer', 'lina', 'head', 'wearable', 'arcana', 21],
  ['Frost Avalanche', 'crystal_maiden', 'legs', 'wearable', 'arcana', 23],
  ['Feast of Abscession', 'pudge', 'back', 'wearable', 'arcana', 25],
  ['Swine of the Sunken Galley', 'techies', 'misc', 'wearable', 'arcana', 20],
  ['Tempest Helm of the Thundergod', 'zeus', 'head', 'wearable', 'arcana', 22],
  ["Great Sage's Reckoning", 'monkey_king', 'weapon', 'wearable', 'arcana', 24],
  ['Eminence of Ristul', 'queen_of_pain', 'armor', 'wearable', 'arcana', 23],
  ["Flockheart's Gamble", 'ogre_magi', 'weapon', 'wearable', 'arcana', 21],
  ['Blades of Voth Domosh', 'legion_commander', 'weapon', 'wearable', 'arcana', 27],
  ['Compass of the Rising Gale', 'windranger', 'back', 'wearable', 'arcana', 25],
  ['Dragonclaw Hook', 'pudge', 'weapon', 'wearable', 'immortal', 480],
  ['Golden Moonfall', 'luna', 'head', 'wearable', 'immortal', 35],
  ['Kantusa the Script Sword', 'juggernaut', 'weapon', 'wearable', 'immortal', 6],
  ['Golden Basher Blades', 'faceless_void', 'weapon', 'wearable', 'immortal', 95],
  ['Bracers of Aeons', 'faceless_void', 'arms', 'wearable', 'immortal', 4],
  ['Mask of the Demon Trickster', 'rubick', 'head', 'wearable', 'immortal', 3.5],
  ['Golden Severing Crest', 'sniper', 'weapon', 'wearable', 'immortal', 42],
  ['Blade of Tears', 'slark', 'weapon', 'wearable', 'immortal', 2.8],
  ['Elegy of Abyssal Samurai', 'juggernaut', 'weapon', 'wearable', 'mythical', 1.4],
  ['Tiny Grow Bundle', 'tiny', 'misc', 'bundle', 'mythical', 3.2],
  ['Arms of Desolation', 'shadow_fiend', 'arms', 'wearable', 'immortal', 2.2],
  ['Dark Artistry Cape', 'invoker', 'back', 'wearable', 'mythical', 12],
  ['Dark Artistry Hair', 'invoker', 'head', 'wearable', 'mythical', 9],
  ['Frost Avalanche Boots', 'crystal_maiden', 'legs', 'wearable', 'rare', 0.6],
  ['Axe of the Fiery Ravager', 'axe', 'weapon', 'wearable', 'rare', 0.35],
  ['Mantle of the Flayed Twins', 'earthshaker', 'back', 'wearable', 'mythical', 0.9],
  ['Shadows of the Rift', 'anti_mage', 'offhand_weapon', 'wearable', 'mythical', 0.8],
  ['Weapon of the Mage Slayer', 'anti_mage', 'weapon', 'wearable', 'rare', 0.25],
  ['Cap of the Sky Strider', 'mirana', 'head', 'wearable', 'uncommon', 0.12],
  ['Shoulders of the Storm', 'storm_spirit', 'shoulder', 'wearable', 'uncommon', 0.09],
  ["Wraith King's Belt", 'wraith_king', 'belt', 'wearable', 'common', 0.04],
  ['Ranger Bow of the Frozen North', 'drow_ranger', 'weapon', 'wearable', 'rare', 0.4],
  ['Drow Necklace of the Frozen North', 'drow_ranger', 'neck', 'wearable', 'uncommon', 0.07],
  ['Mount of the Sky Strider', 'mirana', 'mount', 'wearable', 'mythical', 1.8],
  ['Wings of the Queen', 'queen_of_pain', 'back', 'wearable', 'rare', 0.3],
  ['Tail of the Slayer', 'lina', 'tail', 'wearable', 'uncommon', 0.06],
  ['Gauntlets of the Inner Abysm', 'terrorblade', 'gloves', 'wearable', 'rare', 0.2],
  ['Whirling Blades of the Assassin', 'phantom_assassin', 'ability1', 'wearable', 'mythical', 0.7],
  ['Fiery Aura of the Slayer', 'lina', 'ambient_effects', 'wearable', 'legendary', 7.5],
  ['Summoned Spirit of the Forest', 'ogre_magi', 'summon', 'wearable', 'rare', 0.25],
  ["Taunt: Dancin' Juggernaut", 'juggernaut', 'taunt', 'taunt', 'rare', 0.8],
  ['Taunt: The Dance of the Queen', 'queen_of_pain', 'taunt', 'taunt', 'mythical', 1.1],
  ['Golden Baby Roshan', null, 'courier', 'courier', 'ancient', 320],
  ['Mango Tang', null, 'courier', 'courier', 'rare', 1.2],
  ['Flopjaw', null, 'courier', 'courier', 'mythical', 2.4],
  ['Baby Roshan', null, 'courier', 'courier', 'legendary', 6],
  ['Celestial Observer', null, 'ward', 'ward', 'rare', 0.9],
  ['Weeping Willow Ward', null, 'ward', 'ward', 'uncommon', 0.2],
  ['Treasure of the Crimson Witness', null, 'misc', 'treasure', 'immortal', 2.5],
  ['Immortal Treasure I', null, 'misc', 'treasure', 'immortal', 3.1],
  ['The International Loading Screen', null, 'loading_screen', 'loading_screen', 'common', 0.05],
  ['Valve Kinetic HUD', null, 'hud', 'hud_skin', 'mythical', 1.4],
  ['GLaDOS Announcer Pack', null, 'announcer', 'announcer', 'mythical', 4.5],
  ['Mega-Kills: Bastion', null, 'mega_kills', 'announcer', 'rare', 1.9],
  ['Heroes Within Music Pack', null, 'music', 'music', 'rare', 2.1],
  ['Reef’s Edge', null, 'terrain', 'terrain', 'legendary', 8],
  ['The Desert Terrain', null, 'terrain', 'terrain', 'mythical', 5.5],
  ['Ti9 Cursor Pack', null, 'cursor_pack', 'cursor_pack', 'rare', 0.3],
];

export const dotaItems: readonly DotaItem[] = rows.map(([name, hero, slot, type, rarity, usd]) => ({
  name,
  hero,
  slot,
  type,
  rarity,
  usd,
}));

/** How often each quality turns up, and the premium it carries. */
export const dotaQualities: readonly (readonly [quality: string, weight: number, valueFactor: number])[] = [
  ['standard', 60, 1],
  ['genuine', 10, 1.6],
  ['inscribed', 10, 1.2],
  ['heroic', 5, 1.3],
  ['elder', 3, 1.8],
  ['unusual', 2, 12],
  ['autographed', 3, 2.2],
  ['exalted', 2, 2.5],
  ['auspicious', 2, 1.4],
  ['frozen', 1, 1.5],
  ['corrupted', 1, 2],
  ['cursed', 1, 1.7],
  ['self_made', 0.3, 6],
];

/** The quality prefix in the market name ("Genuine Golden Baby Roshan"); Standard has none. */
export const qualityNames: Record<string, string> = {
  standard: 'Standard',
  genuine: 'Genuine',
  elder: 'Elder',
  unusual: 'Unusual',
  self_made: 'Self-Made',
  inscribed: 'Inscribed',
  heroic: 'Heroic',
  cursed: 'Cursed',
  frozen: 'Frozen',
  corrupted: 'Corrupted',
  auspicious: 'Auspicious',
  exalted: 'Exalted',
  autographed: 'Autographed',
};

/** Steam's colours of Dota 2 qualities. */
export const qualityColors: Record<string, string> = {
  standard: '#d2d2d2',
  genuine: '#4d7455',
  elder: '#476291',
  unusual: '#8650ac',
  self_made: '#70b04a',
  inscribed: '#cf6a32',
  heroic: '#8650ac',
  cursed: '#8650ac',
  frozen: '#4983b3',
  corrupted: '#a32c2e',
  auspicious: '#32cd32',
  exalted: '#cccccc',
  autographed: '#ade55c',
};
