import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wearFromFloat, wears } from './wear.ts';

describe('wearFromFloat', () => {
  it.each([
    [0, 'FN'],
    [0.0699999, 'FN'],
    [0.07, 'FN'],
    [0.0700001, 'MW'],
    [0.1499999, 'MW'],
    [0.15, 'MW'],
    [0.1500001, 'FT'],
    [0.251234, 'FT'],
    [0.3699999, 'FT'],
    [0.37, 'FT'],
    [0.3700001, 'WW'],
    [0.4399999, 'WW'],
    [0.44, 'WW'],
    [0.4400001, 'BS'],
    [0.9999999, 'BS'],
    [1, 'BS'],
  ])('%d is %s', (float, key) => {
    expect(wearFromFloat(float)?.key).toBe(key);
  });

  it.each([-0.0000001, 1.0000001, -1, 2, Number.NaN, Number.POSITIVE_INFINITY])('%d has no wear', (float) => {
    expect(wearFromFloat(float)).toBeUndefined();
  });

  it('gives every float in [0, 1] the first range that contains it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (float) => {
        const containing = wears.filter((wear) => wear.min <= float && float <= wear.max);
        expect(containing.length).toBeGreaterThan(0);
        expect(wearFromFloat(float)).toBe(containing[0]);
      }),
    );
  });

  it('covers [0, 1] with ranges that touch end to end', () => {
    expect(wears[0]?.min).toBe(0);
    expect(wears.at(-1)?.max).toBe(1);
    for (const [index, wear] of wears.entries()) {
      const next = wears[index + 1];
      if (next) expect(next.min).toBe(wear.max);
    }
  });
});
