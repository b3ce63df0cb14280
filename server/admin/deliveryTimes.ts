/**
 * Delivery times (payment to the buyer's acceptance) kept as a histogram: a day's summary stores the count in each
 * fine bucket, so the days of any period add up, and the period's median and 95th percentile are read back from the
 * sum to within a bucket's width (10 %), as Prometheus reads quantiles from its histograms.
 */

/** The bounds the dashboard shows the distribution by, in seconds: 1, 2, 5, 10, 30 minutes, 1, 3, 24 hours. */
export const shownDeliveryBounds = [60, 120, 300, 600, 1800, 3600, 3 * 3600, 24 * 3600] as const;

/** The edges of the fine buckets, in seconds: every shown bound among them, 10 % apart, from 15 s to a week. */
export const deliveryTimeEdges: readonly number[] = (() => {
  const anchors = [15, 30, ...shownDeliveryBounds, 7 * 24 * 3600];
  const edges: number[] = [];
  for (let index = 0; index < anchors.length - 1; index++) {
    const low = anchors[index] as number;
    const high = anchors[index + 1] as number;
    const steps = Math.ceil(Math.log(high / low) / Math.log(1.1));
    for (let step = 0; step < steps; step++) edges.push(Math.round(low * (high / low) ** (step / steps)));
  }
  edges.push(anchors.at(-1) as number);
  return edges;
})();

/**
 * Counts by fine bucket, as SQL's `width_bucket(seconds, edges)` numbers them: 0 below the first edge, i from
 * edge i (1-based) to the next one, the number of edges from the last edge on. Keys are those numbers as text.
 */
export type DeliveryHistogram = Record<string, number>;

export function addHistograms(into: DeliveryHistogram, add: DeliveryHistogram): void {
  for (const [slot, count] of Object.entries(add)) into[slot] = (into[slot] ?? 0) + count;
}

/** The bucket's lower and upper edge in seconds (the last bucket has no upper one). */
function slotEdges(slot: number): [number, number | undefined] {
  return [slot === 0 ? 0 : (deliveryTimeEdges[slot - 1] as number), deliveryTimeEdges[slot]];
}

/** The time under which `fraction` of the deliveries fell, interpolated within its bucket; null without any. */
export function deliveryQuantile(histogram: DeliveryHistogram, fraction: number): number | null {
  const slots = Object.entries(histogram)
    .map(([slot, count]) => [Number(slot), count] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = slots.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = fraction * total;
  let below = 0;
  for (const [slot, count] of slots) {
    if (below + count >= rank) {
      const [low, high] = slotEdges(slot);
      // Beyond the last edge nothing says how far: the edge is the honest answer ("a week or more").
      if (high === undefined) return low;
      return low + ((rank - below) / count) * (high - low);
    }
    below += count;
  }
  return slotEdges((slots.at(-1) as readonly [number, number])[0])[0];
}

/** The histogram by the shown bounds: one count per bound (up to it), then everything longer. */
export function shownDeliveryHistogram(histogram: DeliveryHistogram): { upTo: number | null; orders: number }[] {
  const shown = [...shownDeliveryBounds, null].map((upTo) => ({ upTo, orders: 0 }));
  for (const [slot, count] of Object.entries(histogram)) {
    const [low] = slotEdges(Number(slot));
    const target = shown.find((bucket) => bucket.upTo === null || low < bucket.upTo);
    if (target) target.orders += count;
  }
  return shown;
}
