import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledIndices, markerLabels, valueTicks } from './chartScale.ts';

describe('valueTicks', () => {
  it('runs from 0 to a round number at or above the largest value, in even steps', () => {
    expect(valueTicks(2210.9)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(valueTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(0.9)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueTicks(0)).toEqual([0, 1]);
    // Counts: 1 order is one gridline at 1, never 0.2, 0.4… that round to "0" and "1" twice.
    expect(valueTicks(1, 4, true)).toEqual([0, 1]);
    expect(valueTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(2210, 4, true)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
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
    expect(labelledIndices(24, 6)).toEqual([0, 5, 10, 15, 23]);
    // A month on a phone: Oct 17, Oct 25, Nov 2, Nov 15; never two labels a few days apart at the end.
    expect(labelledIndices(30, 5)).toEqual([0, 8, 16, 29]);
    expect(labelledIndices(24, 5)).toEqual([0, 6, 12, 18, 23]);
    expect(labelledIndices(7, 5)).toEqual([0, 2, 4, 6]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 2, max: 12 }), (count, room) => {
        const indices = labelledIndices(count, room);
        expect(indices[0]).toBe(0);
        expect(indices.at(-1)).toBe(count - 1);
        expect(indices.length).toBeLessThanOrEqual(Math.max(room, 1));
        // Evenly spread: no two labels closer than the step between the others.
        const gaps = indices.slice(1).map((index, position) => index - (indices[position] ?? 0));
        if (gaps.length > 1) expect(gaps.at(-1)).toBeGreaterThanOrEqual(0.75 * Math.min(...gaps.slice(0, -1)));
      }),
    );
  });
});

describe('markerLabels', () => {
  it('gives markers too close for two labels one label, and keeps the others apart', () => {
    const p50 = { key: 'p50', label: 'p50', at: 0.4 };
    const p95 = { key: 'p95', label: 'p95', at: 0.9 };
    expect(markerLabels([p95, p50], 1)).toEqual([{ key: 'p50+p95', label: 'p50 · p95', at: 0.4 }]);
    expect(markerLabels([p50, { ...p95, at: 3.2 }], 1)).toEqual([p50, { ...p95, at: 3.2 }]);
    expect(markerLabels([], 1)).toEqual([]);
  });
});
