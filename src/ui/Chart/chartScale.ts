/**
 * The value axis of a chart: from 0 to a round number at or above the largest value, in `count` or `count + 1` even
 * steps of 1, 2, 2.5 or 5 times a power of ten, so the gridlines fall on numbers a reader can read.
 */
export function valueTicks(largest: number, count = 4): number[] {
  if (!(largest > 0)) return [0, 1];
  const magnitude = 10 ** Math.floor(Math.log10(largest / count));
  // The finest round step that needs no more than one step beyond `count`.
  const step =
    ([1, 2, 2.5, 5, 10, 20].find((factor) => Math.ceil(largest / (factor * magnitude) - 1e-9) <= count + 1) ?? 20) *
    magnitude;
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
  // The last one always, unless the one before would crowd it.
  if (count - 1 - (indices.at(-1) ?? 0) < step / 2) indices.pop();
  indices.push(count - 1);
  return indices;
}
