import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Finish, finishes } from './cs2.ts';
import { finishArtOf } from './finishArt.ts';
import { finishKeyOf } from './generator.ts';
import { drawnOutlineOf, imageSubjects, itemImageSvg, outlineNameOf } from './images.ts';
import { outlines } from './outlines.ts';

const shapeOf = (svg: string | undefined) => svg?.match(/<path id="shape" d="([^"]+)"/)?.[1];
const weaponsWithSeveralFinishes = [...new Set(finishes.map((finish) => finish.weapon))]
  .map((weapon) => [weapon, finishes.filter((finish) => finish.weapon === weapon)] as const)
  .filter(([, skins]) => skins.length > 1);

describe('demo item art', () => {
  it('draws every item of the catalogue with an outline of its own kind, never the fallback', () => {
    expect(imageSubjects.size).toBeGreaterThan(250);
    for (const [key, subject] of imageSubjects) expect(outlineNameOf(subject), key).toBeDefined();
  });

  it('draws something of the catalogue with every outline', () => {
    const used = new Set([...imageSubjects.values()].map(drawnOutlineOf));
    expect(Object.keys(outlines).filter((name) => !used.has(name as keyof typeof outlines))).toEqual([]);
  });

  it('gives each CS2 weapon, knife and pair of gloves its own outline', () => {
    const weapons = new Set(finishes.map((finish) => finish.weapon));
    const outlineByWeapon = new Map(finishes.map((finish) => [finish.weapon, drawnOutlineOf({ game: 'cs2', finish })]));
    expect(new Set(outlineByWeapon.values()).size).toBe(weapons.size);
  });

  it('draws an item nobody drew yet with its weapon class’s or type’s outline', () => {
    const zeus: Finish = {
      weapon: 'Zeus x27',
      weaponClass: 'pistol',
      finish: 'Olympus',
      rarity: 'mil_spec',
      floatRange: [0, 1],
      origin: 'case',
      usd: 1,
    };
    expect(outlineNameOf({ game: 'cs2', finish: zeus })).toBeUndefined();
    expect(drawnOutlineOf({ game: 'cs2', finish: zeus })).toBe('glock');
    const chair = { name: 'Tempered Chair', baseItem: 'Chair', type: 'deployable' as const, usd: 1 };
    expect(drawnOutlineOf({ game: 'rust', item: chair })).toBe('sleepingBag');
  });

  it('paints two skins of one weapon differently on the same outline, and one skin the same every time', () => {
    expect(weaponsWithSeveralFinishes.length).toBeGreaterThan(10);
    for (const [weapon, skins] of weaponsWithSeveralFinishes) {
      const drawings = skins.map((finish) => itemImageSvg(finishKeyOf(finish)));
      expect(new Set(drawings).size, weapon).toBe(skins.length);
      expect(new Set(drawings.map(shapeOf)).size, weapon).toBe(1);
      expect(
        skins.map((finish) => itemImageSvg(finishKeyOf(finish))),
        weapon,
      ).toEqual(drawings);
    }
  });

  it('gives every Dota 2 and Rust item its own picture', () => {
    const keys = [...imageSubjects].filter(([, subject]) => subject.game !== 'cs2').map(([key]) => key);
    expect(new Set(keys.map((key) => itemImageSvg(key))).size).toBe(keys.length);
  });

  it('paints famous finishes in the colours buyers know them by', () => {
    expect(finishArtOf('karambit-doppler', 'Doppler')).toMatchObject({
      pattern: 'marble',
      palette: ['#1b3a8c', '#c0398f', '#6a2bb5'],
    });
    expect(finishArtOf('ak-47-case-hardened', 'Case Hardened').pattern).toBe('camo');
    expect(finishArtOf('m4a4-crimson-web', 'Crimson Web').pattern).toBe('web');
  });

  it('draws a well-formed SVG with a size, small enough for a grid of thirty', () => {
    for (const key of imageSubjects.keys()) {
      const svg = itemImageSvg(key) ?? '';
      expect(svg, key).toMatch(/^<svg [^>]*viewBox="0 0 200 150" width="200" height="150">.*<\/svg>$/s);
      expect(svg, key).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length, key).toBeLessThan(4500);
      expect(gzipSync(svg).length, key).toBeLessThan(1300);
    }
  });

  it('keeps every outline’s paths to absolute moves inside its own box', () => {
    for (const [name, outline] of Object.entries(outlines)) {
      const path = `${outline.body} ${'dark' in outline ? outline.dark : ''}`;
      const moves = [...path.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
      expect(moves.length, name).toBeGreaterThan(0);
      for (const [x, y] of moves) {
        expect(x, name).toBeGreaterThanOrEqual(0);
        expect(x, name).toBeLessThanOrEqual(outline.width);
        expect(y, name).toBeGreaterThanOrEqual(0);
        expect(y, name).toBeLessThanOrEqual(outline.height);
      }
    }
  });
});
