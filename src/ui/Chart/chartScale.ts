/**
 * The value axis of a chart: from 0 to a round number at or above the largest value, in `count` or `count + 1` even
 * steps of 1, 2, 2.5 or 5 times a power of ten, so the gridlines fall on numbers a reader can read; with
 * `wholeNumbers` (orders, offers), never a step below 1, so no two gridlines round to the same label.
 */
export function valueTicks(largest: number, count = 4, wholeNumbers = false): number[] {
  if (!(largest > 0)) return [0, 1];
  const magnitude = 10 ** Math.floor(Math.log10(largest / count));
  // The finest round step that needs no more than one step beyond `count`; 1 at least for what is counted whole.
  const step = Math.max(
    ([1, 2, 2.5, 5, 10, 20].find((factor) => Math.ceil(largest / (factor * magnitude) - 1e-9) <= count + 1) ?? 20) *
      magnitude,
    wholeNumbers ? 1 : 0,
  );
  const steps = Math.ceil(largest / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/**
 * Which of `count` categories get a label on the category axis: every one when they fit, else the first, the last
 * and evenly spaced ones between, at most `room` in all.
 */
export function labelledIndices(count: number, room: number): number[] {
  if (count <= room) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (room - 1));
  const indices: number[] = [];
  for (let index = 0; index < count - 1; index += step) indices.push(index);
  // The last one always (drawn flush with the end): the one before goes unless most of a step keeps them apart.
  if (indices.length > 1 && count - 1 - (indices.at(-1) ?? 0) < step * 0.75) indices.pop();
  indices.push(count - 1);
  return indices;
}

/**
 * Markers whose labels would overlap (closer than `minGap` categories) share one label, at the first of them:
 * "p50 · p95" over two lines drawn side by side.
 */
export function markerLabels<T extends { key: string; label: string; at: number }>(
  markers: readonly T[],
  minGap: number,
): { key: string; label: string; at: number }[] {
  const sorted = [...markers].sort((a, b) => a.at - b.at);
  const groups: { key: string; label: string; at: number }[] = [];
  for (const marker of sorted) {
    const last = groups.at(-1);
    if (last && marker.at - last.at < minGap) {
      last.key += `+${marker.key}`;
      last.label += ` · ${marker.label}`;
    } else groups.push({ key: marker.key, label: marker.label, at: marker.at });
  }
  return groups;
}
