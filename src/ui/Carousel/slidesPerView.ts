import type { Breakpoint } from '../theme/index.ts';

/** Slides shown at once from each breakpoint up; a missing breakpoint keeps the smaller one's count. */
export type SlidesPerView = { base: number } & Partial<Record<Breakpoint, number>>;

export const breakpointOrder = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly Breakpoint[];

/** Fills every breakpoint, each inheriting from the one below, as CSS media queries would. */
export function resolveSlidesPerView(slidesPerView: SlidesPerView): Record<'base' | Breakpoint, number> {
  const resolved = { base: slidesPerView.base, sm: 0, md: 0, lg: 0, xl: 0 };
  let current = slidesPerView.base;
  for (const breakpoint of breakpointOrder) {
    current = slidesPerView[breakpoint] ?? current;
    resolved[breakpoint] = current;
  }
  return resolved;
}
