import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const figure = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const summary = uiStyle({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Where a label or the readout sits over the drawing, as a share of its width and height. */
export const leftVar = createVar();
export const topVar = createVar();

/** The price axis beside the drawing; the dates below line up with the drawing, not the axis. */
const priceAxisWidth = '5.5rem';

export const plotArea = uiStyle({
  display: 'grid',
  gridTemplateColumns: `${priceAxisWidth} minmax(0, 1fr)`,
  alignItems: 'stretch',
});

export const priceAxis = uiStyle({ position: 'relative' });

export const priceLabel = uiStyle({
  position: 'absolute',
  top: topVar,
  right: vars.space.sm,
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const plot = uiStyle({
  position: 'relative',
  cursor: 'crosshair',
  touchAction: 'pan-y',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const guide = uiStyle({ stroke: vars.color.textMuted, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

export const activePoint = uiStyle({ fill: vars.color.surface, stroke: vars.color.accent, strokeWidth: 3 });

/** The chosen sale's price and date, above its point, kept inside the drawing at either end. */
export const readout = uiStyle({
  position: 'absolute',
  left: `clamp(3.5rem, ${leftVar}, calc(100% - 3.5rem))`,
  top: topVar,
  transform: 'translate(-50%, calc(-100% - 10px))',
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const chart = uiStyle({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const line = uiStyle({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const area = uiStyle({ fill: vars.color.accent, opacity: 0.12 });

export const point = uiStyle({ fill: vars.color.accent });

export const gridLine = uiStyle({
  stroke: vars.color.border,
  strokeDasharray: '4 4',
  vectorEffect: 'non-scaling-stroke',
});

export const axis = uiStyle({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginInlineStart: priceAxisWidth,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  containerType: 'inline-size',
});

/** Three dates need about three times the widest one: on a phone the axis keeps the first and the last. */
export const middleDate = uiStyle({
  '@container': { '(max-width: 22rem)': { display: 'none' } },
});
