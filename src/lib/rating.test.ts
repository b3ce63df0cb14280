import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { starFills, starsFromScore } from './rating.ts';

describe('starsFromScore', () => {
  it.each([
    [0, 0],
    [1, 0.5],
    [7, 3.5],
    [8, 4],
    [10, 5],
    [7.4, 3.5],
    [7.6, 4],
    [-3, 0],
    [12, 5],
    [Number.NaN, 0],
  ])('%d out of 10 is %d stars', (score, stars) => {
    expect(starsFromScore(score)).toBe(stars);
  });

  it('always lands on a half step between 0 and 5', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (score) => {
        const stars = starsFromScore(score);
        expect(stars).toBeGreaterThanOrEqual(0);
        expect(stars).toBeLessThanOrEqual(5);
        expect(Number.isInteger(stars * 2)).toBe(true);
      }),
    );
  });
});

describe('starFills', () => {
  it('fills whole stars, then a half, then empties', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });
});
