import { describe, expect, it } from 'vitest';
import { finishes } from './cs2.ts';
import { dotaItems } from './dota2.ts';
import { finishArtOf } from './finishArt.ts';
import { finishKeyOf, slugOf } from './generator.ts';
import { itemImageSvg } from './images.ts';
import { rustItems } from './rust.ts';

describe('demo item art', () => {
  it('paints two skins of one weapon differently, and one skin the same every time', () => {
    const akSkins = finishes.filter((finish) => finish.weapon === 'AK-47');
    expect(akSkins.length).toBeGreaterThan(5);
    const keys = akSkins.map(finishKeyOf);
    const drawings = keys.map((key) => itemImageSvg(key));
    expect(new Set(drawings).size).toBe(akSkins.length);
    expect(keys.map((key) => itemImageSvg(key))).toEqual(drawings);
  });

  it('gives every Dota 2 and Rust item its own picture', () => {
    const keys = [...dotaItems, ...rustItems].map((item) => slugOf(item.name));
    const drawings = new Set(keys.map((key) => itemImageSvg(key)));
    expect(drawings.size).toBe(new Set(keys).size);
  });

  it('paints famous finishes in the colours buyers know them by', () => {
    expect(finishArtOf('karambit-doppler', 'Doppler')).toMatchObject({
      pattern: 'marble',
      palette: ['#1b3a8c', '#c0398f', '#6a2bb5'],
    });
    expect(finishArtOf('ak-47-case-hardened', 'Case Hardened').pattern).toBe('camo');
    expect(finishArtOf('m4a4-crimson-web', 'Crimson Web').pattern).toBe('web');
  });

  it('draws a well-formed SVG with a size', () => {
    const svg = finishes.map((finish) => itemImageSvg(finishKeyOf(finish)) ?? '').join('\n');
    expect(svg).toMatch(/^<svg [^>]*width="200" height="150"/);
    expect(svg.match(/<svg /g)).toHaveLength(finishes.length);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});
