import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeRates } from './reviewSummary.ts';

describe('summarizeRates', () => {
  it('has no average and an empty distribution without reviews', () => {
    expect(summarizeRates([])).toEqual({ count: 0, averageScore: undefined, countsByStars: [0, 0, 0, 0, 0] });
  });

  it('averages on the 0-10 scale and counts each review at its nearest whole star, halves up', () => {
    // 10 -> 5, 9 -> 4.5 -> 5, 7 -> 3.5 -> 4, 4 -> 2, 1 -> 0.5 -> 1, 0 -> at least 1
    expect(summarizeRates([10, 9, 7, 4, 1, 0])).toEqual({
      count: 6,
      averageScore: 31 / 6,
      countsByStars: [2, 1, 0, 1, 2],
    });
  });

  it('puts every review in exactly one star bucket and keeps the average within the scale', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 1 }), (rates) => {
        const summary = summarizeRates(rates);
        expect(summary.countsByStars.reduce((sum, count) => sum + count, 0)).toBe(rates.length);
        expect(summary.averageScore).toBeGreaterThanOrEqual(Math.min(...rates));
        expect(summary.averageScore).toBeLessThanOrEqual(Math.max(...rates));
      }),
    );
  });
});
