import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const table = uiStyle({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const headerCell = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const code = uiStyle({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });

export const muted = uiStyle({ color: vars.color.textMuted });

export const heading = uiStyle({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const swatch = uiStyle({
  width: '48px',
  height: '32px',
  borderRadius: vars.radius.sm,
  // The checkerboard shows through a translucent colour (the overlay).
  backgroundImage: `conic-gradient(#888 25%, #ccc 0 50%, #888 0 75%, #ccc 0)`,
  backgroundSize: '12px 12px',
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const swatchFill = uiStyle({ width: '100%', height: '100%' });

export const contrastSample = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** A graphic sample: a 3px bar, as thick as a focus ring or a frame is drawn. */
export const graphicSample = uiStyle({ width: '32px', height: '3px', borderRadius: vars.radius.sm });

export const spacingBar = uiStyle({ height: '16px', background: vars.color.accent, borderRadius: vars.radius.sm });

export const radiusTile = uiStyle({
  width: '96px',
  height: '64px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const shadowTile = uiStyle({
  display: 'grid',
  placeItems: 'center',
  width: '160px',
  height: '96px',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const curve = uiStyle({ width: '160px', height: '120px', overflow: 'visible' });

export const curveAxis = uiStyle({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });

export const curveLine = uiStyle({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 });

export const track = uiStyle({
  position: 'relative',
  width: '240px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
});

/** The dot crosses its track in the row's duration and easing when the row's Play is pressed. */
export const dot = uiStyle({
  position: 'absolute',
  insetBlock: '4px',
  insetInlineStart: '4px',
  width: '16px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  selectors: { '&[data-moved]': { insetInlineStart: 'calc(100% - 20px)' } },
});
