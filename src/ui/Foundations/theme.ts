/*
 * The Foundations pages read every value from the theme as the document applies it (the custom properties that
 * `createGlobalTheme` in src/ui/theme/darkTheme.css.ts sets on :root), never from a copy: change the theme and the
 * pages change with it.
 */

/** The custom property behind a contract entry: `var(--space-sm__1x2y3z)` → `--space-sm__1x2y3z`. */
export function customProperty(reference: string): string {
  return /^var\((--[^,)]+)/.exec(reference)?.[1] ?? reference;
}

/** The value the theme gives a contract entry on this document, as written in the theme (`#f3f5fa`, `8px`). */
export function tokenValue(reference: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(customProperty(reference)).trim();
}

/** A group of the contract as `[name, value]` rows, in the contract's order. */
export function tokenRows(group: Record<string, string>): [name: string, value: string][] {
  return Object.entries(group).map(([name, reference]) => [name, tokenValue(reference)]);
}

/** `0.875rem` → 14 (the root font size is 16px); anything else (`clamp(…)`) has no fixed size. */
export function remToPixels(value: string): number | null {
  const rem = /^([\d.]+)rem$/.exec(value)?.[1];
  return rem === undefined ? null : Number(rem) * 16;
}

/** The four control points of `cubic-bezier(x1, y1, x2, y2)`, or null for a keyword easing. */
export function cubicBezierPoints(easing: string): [number, number, number, number] | null {
  const numbers = /^cubic-bezier\(([^)]+)\)$/.exec(easing)?.[1]?.split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite) ? (numbers as [number, number, number, number]) : null;
}
