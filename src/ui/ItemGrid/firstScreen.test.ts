import { describe, expect, it } from 'vitest';
import { firstScreenCount, firstScreenOf } from './firstScreen.ts';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const byId = (id: number) => id;

describe('firstScreenOf', () => {
  const shown = ids(1, 30);

  it('draws the new first screen over the cards shown before, keeping the page as long as the new results', () => {
    const next = ids(101, 30);
    const drawn = firstScreenOf(next, shown, byId);
    expect(drawn.slice(0, firstScreenCount)).toEqual(next.slice(0, firstScreenCount));
    expect(drawn.slice(firstScreenCount)).toEqual(shown.slice(firstScreenCount));
  });

  it('never draws a listing twice: one the new first screen holds leaves the cards below it', () => {
    const next = [shown[20] ?? 0, ...ids(101, 29)];
    const drawn = firstScreenOf(next, shown, byId);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn).toHaveLength(29);
    expect(drawn[0]).toBe(shown[20]);
  });

  it('shows no more cards below the first screen than the new results have', () => {
    expect(firstScreenOf(ids(101, 15), shown, byId)).toEqual([...ids(101, firstScreenCount), ...shown.slice(12, 15)]);
  });

  it('draws the new items as they are once settled, on the first render, and when they fit in one screen', () => {
    const next = ids(101, 30);
    expect(firstScreenOf(next, next, byId)).toBe(next);
    expect(firstScreenOf(next, undefined, byId)).toBe(next);
    const few = ids(101, firstScreenCount);
    expect(firstScreenOf(few, shown, byId)).toBe(few);
  });
});
