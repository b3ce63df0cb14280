import { keyframes } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * How wide a card's picture is drawn in the grid (its <img> `sizes`), by the columns below, whether beside a store's
 * filter panel or on a product page (whose column stops at 1200 px): at most 230 px from 1280 px, a third of the
 * window from 640 px, half a phone's window less the page's margins.
 */
export const cardPictureSizes = `(min-width: ${breakpoints.xl}px) 230px, (min-width: ${breakpoints.sm}px) 33vw, calc(50vw - 20px)`;

const sweep = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

/**
 * While the next results load, the kept ones stay readable (dimming them would break text contrast): a line
 * sweeping above the grid says something is on its way. It shows only once loading has taken 300 ms, so a
 * quick answer does not flash it, and the page does not animate while it is being redrawn.
 */
export const grid = uiStyle({
  position: 'relative',
  display: 'grid',
  // Columns follow the window, not the space left by the filters beside the grid, so every store of
  // every game shows the same count at a given size.
  gridTemplateColumns: columns(2),
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-refreshing]': { cursor: 'progress' },
    '&[data-refreshing]::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: `calc(-1 * ${vars.space.sm})`,
      height: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
      transformOrigin: 'left',
      animation: `${sweep} 0.8s ${vars.motion.easing} 300ms infinite alternate both`,
    },
  },
  '@media': {
    [media.sm]: { gridTemplateColumns: columns(3), gap: vars.space.md },
    [media.lg]: { gridTemplateColumns: columns(4) },
    [media.xl]: { gridTemplateColumns: columns(5) },
    [media.xxl]: { gridTemplateColumns: columns(6) },
    [media.reducedMotion]: { selectors: { '&[data-refreshing]::before': { animation: 'none' } } },
  },
});

/** A cell not drawn takes the size it had when last drawn (a card's height before it ever was). */
const sizedCell = { display: 'grid', containIntrinsicSize: 'auto 320px' } as const;

/** Cards below the fold skip layout and paint until they scroll near. */
export const cell = uiStyle({ ...sizedCell, contentVisibility: 'auto' });

/**
 * A cell out of view whose new card waits for the next frame (useCardsInViewFirst.ts): its old card is neither
 * drawn nor read out, and the cell keeps the size it last had.
 */
export const waitingCell = uiStyle({ ...sizedCell, contentVisibility: 'hidden' });

export const skeletonCard = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const empty = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const emptyTitle = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const pager = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const pagerStatus = uiStyle({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
