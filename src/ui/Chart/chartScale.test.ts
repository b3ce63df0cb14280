import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledIndices, valueTicks } from './chartScale.ts';

describe('valueTicks', () => {
  it('runs from 0 to a round number at or above the largest value, in even steps', () => {
    expect(valueTicks(2210.9)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(valueTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(0.9)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueTicks(0)).toEqual([0, 1]);
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e12, noNaN: true }), (largest) => {
        const ticks = valueTicks(largest);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(largest * (1 - 1e-6));
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('labelledIndices', () => {
  it('labels every category that fits, else the first, the last and evenly spaced ones', () => {
    expect(labelledIndices(4, 6)).toEqual([0, 1, 2, 3]);
    expect(labelledIndices(24, 6)).toEqual([0, 5, 10, 15, 20, 23]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 2, max: 12 }), (count, room) => {
        const indices = labelledIndices(count, room);
        expect(indices[0]).toBe(0);
        expect(indices.at(-1)).toBe(count - 1);
        expect(indices.length).toBeLessThanOrEqual(Math.max(room, 1));
      }),
    );
  });
});
