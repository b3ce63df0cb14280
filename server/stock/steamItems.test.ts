import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generator.ts';
import { describeForSteam, tradableAfterLine } from '../sandbox/steam/steamInventory.ts';
import {
  assetsOf,
  crownSticker,
  econItemOf,
  heldCourier,
  inscribedManifoldParadox,
  rustGarageDoor,
  rustResource,
  rustTemperedAk,
  serviceMedal,
  souvenirDragonLore,
  statTrakAkWithStickers,
  unknownCs2Type,
  unknownDotaSlot,
  vanillaKarambit,
  viceGloves,
} from './steamFixtures.ts';
import {
  fingerprintOf,
  listingOfSteamItem,
  type MappingContext,
  parseCs2WeaponName,
  parseTradableAfter,
  type SteamListing,
} from './steamItems.ts';
import { steamEconomyImageBase } from './steamPictures.ts';

const owner = '76561198900000042';
const now = new Date('2026-07-14T12:00:00Z');
const context = (game: MappingContext['game']): MappingContext => ({
  game,
  ownerSteamId: owner,
  pictureBase: steamEconomyImageBase,
  now,
});

/** The listing an asset of this description becomes, through steamcommunity's own CEconItem. */
function listingOf(game: MappingContext['game'], description: Parameters<typeof assetsOf>[0][number], properties?: []) {
  const [asset] = assetsOf([description]);
  if (!asset) throw new Error('no asset');
  return listingOfSteamItem(econItemOf(asset, properties), context(game));
}

function listed(result: ReturnType<typeof listingOfSteamItem>): SteamListing {
  if ('skipped' in result) throw new Error(`not listed: ${result.skipped}`);
  return result;
}

describe('CS2 items, read from what Steam describes', () => {
  it('reads a StatTrak™ rifle: weapon, finish, rarity, stickers with their Major, a charm, the name tag, the hold', () => {
    const listing = listed(listingOf('csgo', statTrakAkWithStickers));
    expect(listing).toMatchObject({
      name: 'StatTrak™ AK-47 | Redline (Field-Tested)',
      marketHashName: 'StatTrak™ AK-47 | Redline (Field-Tested)',
      definitionKey: 'ak-47-redline',
      weapon: 'AK-47',
      weaponClass: 'rifle',
      finish: 'Redline',
      rarity: 'classified',
      stattrak: true,
      souvenir: false,
      nameTag: 'Old Faithful',
      inspectionDue: true,
      attention: null,
      holdUntil: new Date('2026-07-17T03:00:00Z'),
      charms: [
        { name: "Lil' Squirt", image: 'https://community.akamai.steamstatic.com/economy/image/charm_lil_squirt' },
      ],
    });
    expect(listing.stickers).toEqual([
      {
        name: 'Sticker | iBUYPOWER (Holo) | Katowice 2014',
        key: 'katowice-2014-ibuypower-holo',
        slot: 0,
        tournament: 'katowice_2014',
        year: 2014,
        image: 'https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/emskatowice2014/ibuypower_holo.png',
      },
      {
        name: 'Sticker | Titan | Katowice 2014',
        key: 'katowice-2014-titan-paper',
        slot: 1,
        tournament: 'katowice_2014',
        year: 2014,
        image: 'https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/emskatowice2014/titan.png',
      },
    ]);
    // The picture on Steam's image host; the inspect link names the bot and the asset.
    expect(listing.iconUrl).toBe(`${steamEconomyImageBase}${statTrakAkWithStickers.icon_url}`);
    expect(listing.inspectLink).toBe(
      `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${owner}A31000000000D2486209296654018845`,
    );
  });

  it('reads a Souvenir, filling CS2’s newer inspect link from the asset’s properties', () => {
    const [asset] = assetsOf([souvenirDragonLore]);
    if (!asset) throw new Error('no asset');
    const listing = listed(
      listingOfSteamItem(econItemOf(asset, [{ propertyid: 6, string_value: '00180720B5030A28' }]), context('csgo')),
    );
    expect(listing).toMatchObject({ souvenir: true, stattrak: false, rarity: 'covert', weaponClass: 'sniper' });
    expect(listing.inspectLink).toBe('steam://run/730//+csgo_econ_action_preview%2000180720B5030A28');
    // Without the property the link cannot be filled: an admin looks at it, the listing is not guessed.
    expect(listed(listingOf('csgo', souvenirDragonLore)).attention).toBe(
      'Its inspect link holds a part the shop cannot fill.',
    );
  });

  it('has nothing to inspect on a vanilla knife, and reads gloves without a Weapon tag from their name', () => {
    expect(listed(listingOf('csgo', vanillaKarambit))).toMatchObject({
      weapon: 'Karambit',
      finish: null,
      weaponClass: 'knife',
      definitionKey: 'karambit-vanilla',
      inspectionDue: false,
      inspectLink: null,
      attention: null,
    });
    expect(listed(listingOf('csgo', viceGloves))).toMatchObject({
      weapon: 'Sport Gloves',
      finish: 'Vice',
      weaponClass: 'gloves',
      rarity: 'covert',
      inspectionDue: true,
      attention: null,
    });
  });

  it('lists a sticker as it is, and an item of an unknown type for an admin, never guessed', () => {
    expect(listed(listingOf('csgo', crownSticker))).toMatchObject({
      weapon: null,
      rarity: 'classified',
      inspectionDue: false,
      attention: null,
    });
    const unknown = listed(listingOf('csgo', unknownCs2Type));
    expect(unknown.attention).toBe('Unknown CS2 item type "Prototype" (CSGO_Type_Prototype).');
    expect(unknown.name).toBe('Prototype Thing');
  });

  it('does not list what can never be traded', () => {
    expect(listingOf('csgo', serviceMedal)).toEqual({ skipped: 'Steam says it can never be traded' });
  });

  it('needs an admin for an untradable item Steam gives no date for, a stack, or an asset without a description', () => {
    const noDate = { ...crownSticker, tradable: 0 as const };
    expect(listed(listingOf('csgo', noDate)).attention).toBe('Steam says it cannot be traded now and gives no date.');
    const [asset] = assetsOf([crownSticker]);
    if (!asset) throw new Error('no asset');
    expect(listed(listingOfSteamItem(econItemOf({ ...asset, amount: 5 }), context('csgo'))).attention).toBe(
      'It is a stack of 5; the shop sells single items.',
    );
    const bare = {
      appid: 730,
      contextid: '2',
      assetid: '1',
      classid: '77',
      instanceid: '0',
      amount: 1,
      tradable: true,
      marketable: true,
    };
    expect(listed(listingOfSteamItem(bare, context('csgo')))).toMatchObject({
      name: 'Unknown item (class 77)',
      attention: 'Steam sent no description for this asset.',
    });
  });

  it('splits weapon and finish out of market names', () => {
    expect(parseCs2WeaponName('★ StatTrak™ Karambit | Doppler (Factory New)')).toEqual({
      weapon: 'Karambit',
      finish: 'Doppler',
    });
    expect(parseCs2WeaponName('Souvenir AWP | Dragon Lore (Field-Tested)')).toEqual({
      weapon: 'AWP',
      finish: 'Dragon Lore',
    });
    expect(parseCs2WeaponName('★ Karambit')).toEqual({ weapon: 'Karambit', finish: null });
  });
});

describe('Dota 2 and Rust items', () => {
  it('reads a Dota 2 item’s hero, slot, type, rarity and quality', () => {
    expect(listed(listingOf('dota2', inscribedManifoldParadox))).toMatchObject({
      definitionKey: 'manifold-paradox',
      hero: 'phantom_assassin',
      slot: 'weapon',
      type: 'wearable',
      rarity: 'arcana',
      quality: 'inscribed',
      attention: null,
    });
  });

  it('reads a hold in Steam’s older date form, and an unknown slot needs an admin', () => {
    expect(listed(listingOf('dota2', heldCourier))).toMatchObject({
      type: 'courier',
      holdUntil: new Date('2026-08-30T07:00:00Z'),
    });
    expect(listed(listingOf('dota2', unknownDotaSlot)).attention).toBe('Unknown Dota 2 slot "Third Arm" (third_arm).');
  });

  it('reads a Rust door by its item and a weapon skin by its category; an unsold category needs an admin', () => {
    expect(listed(listingOf('rust', rustGarageDoor))).toMatchObject({ type: 'door', weapon: 'Garage Door' });
    expect(listed(listingOf('rust', rustTemperedAk))).toMatchObject({ type: 'weapon_skin', weapon: 'Assault Rifle' });
    expect(listed(listingOf('rust', rustResource)).attention).toBe(
      'Unknown Rust item category "Resources" (steamcat.resources).',
    );
  });
});

describe('trade holds', () => {
  it('reads both forms of Steam’s date, in UTC', () => {
    expect(parseTradableAfter('Tradable After Jul 11, 2025 (7:00:00) GMT', now)).toEqual(
      new Date('2025-07-11T07:00:00Z'),
    );
    expect(parseTradableAfter('⚠ Tradable/Marketable After 17 Jul @ 3:00pm', now)).toEqual(
      new Date('2026-07-17T15:00:00Z'),
    );
    // A day-first date long past is next year's.
    expect(parseTradableAfter('Tradable/Marketable After 2 Jan @ 12:30am', now)).toEqual(
      new Date('2027-01-02T00:30:00Z'),
    );
    expect(parseTradableAfter('Not Tradable', now)).toBeUndefined();
  });

  it('writes what it reads', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('csgo', 'dota2', 'rust' as const),
        fc.integer({ min: 1, max: 8 * 24 * 60 }),
        (game, minutes) => {
          const until = new Date(Math.floor((now.getTime() + minutes * 60_000) / 60_000) * 60_000);
          expect(parseTradableAfter(tradableAfterLine(game, until), now)).toEqual(until);
        },
      ),
    );
  });
});

describe('the demo catalogue through Steam’s descriptions and back', () => {
  const items = [...generateCatalogue({ items: 300, seed: 7 })].filter((item) => item.sale === null);

  it('reads back every field of every kind of item it describes', () => {
    for (const [index, item] of items.entries()) {
      const description = describeForSteam(item, {
        iconUrl: `${item.definitionKey}.webp`,
        stickerImage: (sticker) => `https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/${sticker.key}.png`,
      });
      const listing = listed(
        listingOfSteamItem(econItemOf({ assetid: String(index + 1), description }), context(item.game)),
      );
      expect(listing, item.name).toMatchObject({
        name: item.name,
        marketHashName: item.name,
        definitionKey: item.definitionKey,
        rarity: item.game === 'csgo' && item.weaponClass === 'gloves' ? 'covert' : item.rarity,
        stattrak: item.stattrak,
        souvenir: item.souvenir,
        nameTag: item.nameTag,
        hero: item.hero,
        slot: item.slot,
        type: item.type,
        quality: item.quality,
        inspectionDue: item.wear !== null,
        attention: null,
        iconUrl: `${steamEconomyImageBase}${item.definitionKey}.webp`,
      });
      if (item.game === 'csgo') {
        expect(listing).toMatchObject({ weapon: item.weapon, weaponClass: item.weaponClass, finish: item.finish });
        expect(listing.stickers.map(({ image: _image, ...sticker }) => sticker)).toEqual(item.stickers);
      }
    }
  });

  it('tells a changed description from the same one', () => {
    const [first] = items;
    if (!first) throw new Error('no item');
    const describe = (nameTag: string | null) =>
      listed(
        listingOfSteamItem(
          econItemOf({
            assetid: '9',
            description: describeForSteam({ ...first, nameTag }, { iconUrl: 'x', stickerImage: () => 'y' }),
          }),
          context(first.game),
        ),
      );
    expect(fingerprintOf(describe(null))).toBe(fingerprintOf(describe(null)));
    expect(fingerprintOf(describe('Renamed'))).not.toBe(fingerprintOf(describe(null)));
  });
});
