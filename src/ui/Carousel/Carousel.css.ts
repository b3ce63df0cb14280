import { createVar } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const gapVar = createVar();
export const perViewVars = { base: createVar(), sm: createVar(), md: createVar(), lg: createVar(), xl: createVar() };
const perView = createVar();

export const carousel = uiStyle({
  vars: { [perView]: perViewVars.base },
  '@media': {
    [media.sm]: { vars: { [perView]: perViewVars.sm } },
    [media.md]: { vars: { [perView]: perViewVars.md } },
    [media.lg]: { vars: { [perView]: perViewVars.lg } },
    [media.xl]: { vars: { [perView]: perViewVars.xl } },
  },
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
});

export const controls = uiStyle({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs });

/**
 * Until Embla is set up the slides cannot move, so the ones out of view are clipped rather than hidden: a browser
 * loads a lazy picture in a scrolling box (`overflow: hidden` is one) a screen or two ahead of view, and on a phone
 * the row's hidden pictures would share the network with the scripts that make the page live. Once Embla is set up
 * (`viewportMoving`) the box scrolls again, and the next slides' pictures come ahead of their turn. While focus is in
 * it, it scrolls too: a slide reached with Tab before then is scrolled into view, as the browser does in any box.
 */
export const viewport = uiStyle({
  overflow: 'clip',
  // A scrolling box may shrink below its content in the carousel's grid; a clipping one must be told it may.
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:focus-within': { overflow: 'hidden' },
  },
});

export const viewportMoving = uiStyle({ overflow: 'hidden' });

export const container = uiStyle({
  display: 'flex',
  gap: gapVar,
  touchAction: 'pan-y pinch-zoom',
  backfaceVisibility: 'hidden',
});

/** Each slide takes its share of the row once the gaps between the visible slides are set aside. */
export const slide = uiStyle({ flex: `0 0 calc((100% - (${perView} - 1) * ${gapVar}) / ${perView})`, minWidth: 0 });

export const arrow = uiStyle({ width: '20px', height: '20px' });
