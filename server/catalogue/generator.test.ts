import { describe, expect, it } from 'vitest';
import {
  csRarityKeys,
  dotaQualityKeys,
  dotaRarityKeys,
  dotaSlotKeys,
  dotaTypeKeys,
  phaseKeys,
  rustTypeKeys,
  tournaments,
  wearOfFloat,
  wears,
} from '#contract/store.ts';
import { finishes } from './cs2.ts';
import { heroes } from './dota2.ts';
import { type CatalogueItem, generateCatalogue } from './generator.ts';
import { itemImageSvg, stickerImageSvg } from './images.ts';

const catalogue = [...generateCatalogue({ items: 6000, seed: 42 })];
const listings = catalogue.filter((item) => item.sale === null);
const cs = catalogue.filter((item) => item.game === 'csgo');
const dota = catalogue.filter((item) => item.game === 'dota2');
const rust = catalogue.filter((item) => item.game === 'rust');

const finishOf = (item: CatalogueItem) =>
  finishes.find((finish) => finish.weapon === item.weapon && finish.finish === item.finish);

describe('the demo catalogue generator', () => {
  it('gives the same catalogue for the same seed, and another for another seed', () => {
    expect([...generateCatalogue({ items: 300, seed: 42 })]).toEqual(catalogue.slice(0, 300 + countSoldIn(300)));
    const other = [...generateCatalogue({ items: 300, seed: 43 })];
    expect(other.map((item) => item.name)).not.toEqual(catalogue.slice(0, other.length).map((item) => item.name));
  });

  it('lists the number of items asked for, numbered from 1 without gaps, in all three games', () => {
    expect(listings).toHaveLength(6000);
    expect(catalogue.map((item) => item.id)).toEqual(catalogue.map((_, index) => index + 1));
    for (const games of [cs, dota, rust]) expect(games.length).toBeGreaterThan(600);
  });

  it('keeps every float inside its finish range, with the exterior the float gives', () => {
    for (const item of cs) {
      const finish = finishOf(item);
      expect(finish, item.name).toBeDefined();
      if (finish?.floatRange === null) {
        expect(item.itemFloat).toBeNull();
        expect(item.wear).toBeNull();
        continue;
      }
      const [min, max] = finish?.floatRange ?? [0, 1];
      expect(item.itemFloat).toBeGreaterThanOrEqual(min);
      expect(item.itemFloat).toBeLessThanOrEqual(max);
      expect(Number(item.itemFloat?.toFixed(6))).toBe(item.itemFloat);
      expect(item.wear).toBe(wearOfFloat(item.itemFloat ?? -1));
      expect(item.name).toContain(`(${nameOfWear(item.wear)})`);
      expect(item.paintSeed).toBeGreaterThanOrEqual(0);
      expect(item.paintSeed).toBeLessThanOrEqual(1000);
    }
  });

  it('names only exteriors a finish range allows: an Asiimov is never Factory New, a Doppler always is', () => {
    const names = new Set(cs.map((item) => item.name.replace(/^(★ )?(StatTrak™ |Souvenir )?/, '')));
    expect([...names].some((name) => name.startsWith('AWP | Asiimov (Factory New)'))).toBe(false);
    expect([...names].some((name) => name.startsWith('AWP | Asiimov (Minimal Wear)'))).toBe(false);
    const dopplers = cs.filter((item) => item.finish === 'Doppler' || item.finish === 'Gamma Doppler');
    expect(dopplers.length).toBeGreaterThan(0);
    for (const item of dopplers) expect(['factory_new', 'minimal_wear']).toContain(item.wear);
  });

  it('never makes an item both StatTrak and Souvenir, nor StatTrak gloves, nor Souvenir knives', () => {
    expect(cs.some((item) => item.stattrak)).toBe(true);
    expect(cs.some((item) => item.souvenir)).toBe(true);
    for (const item of cs) {
      expect(item.stattrak && item.souvenir).toBe(false);
      if (item.weaponClass === 'gloves') expect(item.stattrak || item.souvenir).toBe(false);
      if (item.weaponClass === 'knife') expect(item.souvenir).toBe(false);
      if (item.stattrak) expect(item.name).toContain('StatTrak™ ');
      if (item.souvenir) expect(item.name).toContain('Souvenir ');
    }
  });

  it('gives phases to Dopplers only, and Emerald to Gamma Dopplers only', () => {
    for (const item of cs) {
      if (item.finish === 'Doppler')
        expect(['phase_1', 'phase_2', 'phase_3', 'phase_4', 'ruby', 'sapphire', 'black_pearl']).toContain(item.phase);
      else if (item.finish === 'Gamma Doppler')
        expect(['phase_1', 'phase_2', 'phase_3', 'phase_4', 'emerald']).toContain(item.phase);
      else expect(item.phase).toBeNull();
    }
    expect(cs.some((item) => item.phase === 'emerald')).toBe(true);
    expect(new Set(cs.map((item) => item.phase).filter(Boolean)).size).toBe(phaseKeys.length);
  });

  it('applies stickers of 2014-2024 Majors in slots 0 to 4, never on knives or gloves', () => {
    const tournamentKeys = new Set<string>(tournaments.map((tournament) => tournament.key));
    const withStickers = cs.filter((item) => item.stickers.length > 0);
    expect(withStickers.length).toBeGreaterThan(100);
    for (const item of withStickers) {
      expect(['knife', 'gloves']).not.toContain(item.weaponClass);
      expect(item.stickers.length).toBeLessThanOrEqual(5);
      expect(new Set(item.stickers.map((sticker) => sticker.slot)).size).toBe(item.stickers.length);
      for (const sticker of item.stickers) {
        expect(sticker.slot).toBeGreaterThanOrEqual(0);
        expect(sticker.slot).toBeLessThanOrEqual(4);
        expect(tournamentKeys.has(sticker.tournament ?? '')).toBe(true);
        expect(sticker.year).toBeGreaterThanOrEqual(2014);
        expect(sticker.year).toBeLessThanOrEqual(2024);
        expect(sticker.name).toMatch(/^Sticker \| .+ \| .+ 20\d\d$/);
        expect(stickerImageSvg(sticker.key)).toContain('<svg');
      }
    }
  });

  it('gives a Souvenir the gold stickers of the one Major it dropped at', () => {
    const souvenirs = cs.filter((item) => item.souvenir && item.weaponClass !== 'knife');
    expect(souvenirs.length).toBeGreaterThan(0);
    for (const item of souvenirs) {
      expect(item.stickers.length).toBeGreaterThanOrEqual(3);
      expect(new Set(item.stickers.map((sticker) => sticker.tournament)).size).toBe(1);
      for (const sticker of item.stickers) expect(sticker.name).toContain(' (Gold) | ');
    }
  });

  it('flags as rare only gem phases, famous pattern seeds and the lowest floats of a range', () => {
    const rare = cs.filter((item) => item.rare);
    expect(rare.length).toBeGreaterThan(0);
    for (const item of rare) {
      const gem = ['ruby', 'sapphire', 'black_pearl', 'emerald'].includes(item.phase ?? '');
      const lowFloat = (item.itemFloat ?? 1) - (finishOf(item)?.floatRange?.[0] ?? 0) < 0.002;
      const pattern = finishOf(item)?.pattern !== undefined;
      expect(gem || lowFloat || pattern, item.name).toBe(true);
    }
  });

  it('uses the CS2 rarities, and for Dota 2 real heroes with the slots, types, rarities and qualities of the game', () => {
    for (const item of cs) expect(csRarityKeys).toContain(item.rarity);
    const heroKeys = heroes.map(([key]) => key);
    for (const item of dota) {
      if (item.hero !== null) expect(heroKeys).toContain(item.hero);
      expect(dotaSlotKeys).toContain(item.slot);
      expect(dotaTypeKeys).toContain(item.type);
      expect(dotaRarityKeys).toContain(item.rarity);
      expect(dotaQualityKeys).toContain(item.quality);
    }
    for (const item of rust) expect(rustTypeKeys).toContain(item.type);
  });

  it('puts a 1 to 8 day hold on some listings and none on others', () => {
    const held = listings.filter((item) => item.holdMinutes !== null);
    expect(held.length / listings.length).toBeGreaterThan(0.2);
    expect(held.length / listings.length).toBeLessThan(0.4);
    const days = new Set(held.map((item) => Math.ceil((item.holdMinutes ?? 0) / (24 * 60))));
    expect([...days].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('prices believably: cheap consumer skins in cents, knives and Dragon Lores in thousands', () => {
    for (const item of catalogue) expect(item.marketValueUsd).toBeGreaterThanOrEqual(0.03);
    const median = (items: CatalogueItem[]) =>
      items.map((item) => item.marketValueUsd).sort((a, b) => a - b)[Math.floor(items.length / 2)] ?? 0;
    expect(median(cs.filter((item) => item.rarity === 'consumer'))).toBeLessThan(0.5);
    expect(median(cs.filter((item) => item.weaponClass === 'knife'))).toBeGreaterThan(150);
    for (const item of cs.filter((item) => item.finish === 'Dragon Lore'))
      expect(item.marketValueUsd).toBeGreaterThan(3000);
  });

  it('records sales of copies with the same name, for the price history', () => {
    const sold = catalogue.filter((item) => item.sale !== null);
    expect(sold.length).toBeGreaterThan(1000);
    const listedNames = new Set(listings.map((item) => item.name));
    const sameName = sold.filter((item) => listedNames.has(item.name));
    expect(sameName.length / sold.length).toBeGreaterThan(0.8);
  });

  it('draws an image for every item', () => {
    for (const key of new Set(catalogue.map((item) => item.definitionKey))) expect(itemImageSvg(key)).toMatch(/^<svg /);
    expect(itemImageSvg('no-such-item')).toBeUndefined();
  });
});

function countSoldIn(listingCount: number): number {
  let listed = 0;
  let sold = 0;
  for (const item of catalogue) {
    if (listed === listingCount) break;
    if (item.sale === null) listed += 1;
    else sold += 1;
  }
  return sold;
}

function nameOfWear(wear: CatalogueItem['wear']): string | undefined {
  return wears.find((range) => range.key === wear)?.name;
}
