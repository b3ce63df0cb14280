import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const figure = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const caption = uiStyle({ display: 'grid', gap: vars.space.xxs });

export const title = uiStyle({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = uiStyle({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Where a label, a marker or the readout sits over the drawing, as a share of its width and height. */
export const leftVar = createVar();
export const topVar = createVar();
/** A series' colour (a theme token). */
export const colorVar = createVar();

/** Room for the value axis's widest label ("1.2M EUR"). */
const valueAxisWidth = '4.5rem';

export const plotArea = uiStyle({
  display: 'grid',
  gridTemplateColumns: `${valueAxisWidth} minmax(0, 1fr)`,
  alignItems: 'stretch',
});

export const valueAxis = uiStyle({ position: 'relative' });

export const axisLabel = uiStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const valueLabel = uiStyle({
  position: 'absolute',
  top: topVar,
  right: vars.space.sm,
  transform: 'translateY(-50%)',
});

export const unit = uiStyle({ marginInlineStart: valueAxisWidth });

export const plot = uiStyle({
  position: 'relative',
  cursor: 'crosshair',
  touchAction: 'pan-y',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const drawing = uiStyle({ display: 'block', width: '100%', height: '12rem', overflow: 'visible' });

export const gridLine = uiStyle({
  stroke: vars.color.border,
  strokeDasharray: '4 4',
  vectorEffect: 'non-scaling-stroke',
});

export const baseline = uiStyle({ stroke: vars.color.borderStrong, vectorEffect: 'non-scaling-stroke' });

export const bar = uiStyle({ fill: colorVar });

export const line = uiStyle({
  fill: 'none',
  stroke: colorVar,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const highlight = uiStyle({ fill: vars.color.text, opacity: 0.08 });

export const marker = uiStyle({
  stroke: vars.color.text,
  strokeWidth: 1.5,
  strokeDasharray: '6 3',
  vectorEffect: 'non-scaling-stroke',
});

export const markerLabel = uiStyle({
  position: 'absolute',
  left: leftVar,
  top: 0,
  transform: 'translate(-50%, -100%)',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/** Room above the drawing for the markers' labels. */
export const withMarkers = uiStyle({ paddingTop: '1.25rem' });

/** The chosen point's values, above it, kept inside the drawing at either end. */
export const readout = uiStyle({
  position: 'absolute',
  left: `clamp(5rem, ${leftVar}, calc(100% - 5rem))`,
  top: topVar,
  transform: 'translate(-50%, calc(-100% - 8px))',
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: 1,
});

export const readoutRow = uiStyle({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const readoutValue = uiStyle({
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});

export const swatch = uiStyle({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '2px',
  background: colorVar,
});

export const categoryAxis = uiStyle({ position: 'relative', height: '1.25rem', marginInlineStart: valueAxisWidth });

export const categoryLabel = uiStyle({ position: 'absolute', left: leftVar, top: 0, transform: 'translateX(-50%)' });

/** The first and last labels keep to the drawing's edges. */
export const firstCategoryLabel = uiStyle({ transform: 'none' });
export const lastCategoryLabel = uiStyle({ transform: 'translateX(-100%)' });

export const legend = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = uiStyle({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const empty = uiStyle({
  margin: 0,
  padding: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
