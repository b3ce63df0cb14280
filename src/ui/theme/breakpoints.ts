/**
 * Breakpoints in pixels (min-width). The carousels use them for slides per view,
 * and styles use `media` below so both speak the same sizes.
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Very wide screens, where the store grid takes a sixth column (the carousels stop growing at xl). */
const wideScreenWidth = 1600;

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  xxl: `screen and (min-width: ${wideScreenWidth}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Fingers need bigger targets than a mouse (WCAG 2.5.5): controls grow to `touchTargetSize`. */
  coarsePointer: '(pointer: coarse)',
} as const;

/** The minimum size of anything a finger presses. */
export const touchTargetSize = '44px';
