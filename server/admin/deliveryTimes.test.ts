import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DeliveryHistogram,
  deliveryQuantile,
  deliveryTimeEdges,
  shownDeliveryBounds,
  shownDeliveryHistogram,
} from './deliveryTimes.ts';

/** What SQL's width_bucket(seconds, edges) answers. */
const slotOf = (seconds: number) => deliveryTimeEdges.filter((edge) => edge <= seconds).length;

const histogramOf = (durations: number[]): DeliveryHistogram => {
  const histogram: DeliveryHistogram = {};
  for (const seconds of durations) histogram[String(slotOf(seconds))] = (histogram[String(slotOf(seconds))] ?? 0) + 1;
  return histogram;
};

const exactQuantile = (durations: number[], fraction: number) =>
  [...durations].sort((a, b) => a - b)[Math.max(0, Math.ceil(fraction * durations.length) - 1)] as number;

describe('delivery times', () => {
  it('has every shown bound among its edges, each edge at most 10 % above the one before', () => {
    for (const bound of shownDeliveryBounds) expect(deliveryTimeEdges).toContain(bound);
    for (let index = 1; index < deliveryTimeEdges.length; index++) {
      const ratio = (deliveryTimeEdges[index] as number) / (deliveryTimeEdges[index - 1] as number);
      expect(ratio).toBeGreaterThan(1);
      expect(ratio).toBeLessThanOrEqual(1.1 + 0.05);
    }
  });

  it('reads the median and the 95th percentile back to within a bucket (10 %)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 15, max: 6 * 24 * 3600 }), { minLength: 1, maxLength: 300 }),
        (durations) => {
          const histogram = histogramOf(durations);
          for (const fraction of [0.5, 0.95]) {
            const estimate = deliveryQuantile(histogram, fraction) as number;
            const exact = exactQuantile(durations, fraction);
            expect(estimate).toBeGreaterThanOrEqual(exact / 1.16);
            expect(estimate).toBeLessThanOrEqual(exact * 1.16);
          }
        },
      ),
    );
  });

  it('says nothing without deliveries, and "a week" for what took longer', () => {
    expect(deliveryQuantile({}, 0.5)).toBeNull();
    expect(deliveryQuantile(histogramOf([30 * 24 * 3600]), 0.5)).toBe(7 * 24 * 3600);
  });

  it('groups the fine buckets by the shown bounds', () => {
    const shown = shownDeliveryHistogram(histogramOf([5, 59, 60, 119, 3 * 3600, 2 * 24 * 3600]));
    expect(shown.map((bucket) => bucket.upTo)).toEqual([...shownDeliveryBounds, null]);
    expect(shown.map((bucket) => bucket.orders)).toEqual([2, 2, 0, 0, 0, 0, 0, 1, 1]);
  });
});
