import { media, touchTargetSize, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

const thumbSize = '20px';
const railHeight = '4px';

export const slider = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  width: '100%',
  color: vars.color.text,
});

export const sliderHeader = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
});

export const output = uiStyle({
  marginInlineStart: 'auto',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** The hit area: taller than the rail, and inset so thumbs at the bounds stay inside the field. */
export const track = uiStyle({
  position: 'relative',
  height: '28px',
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  // Only the track fades: the values above and below it must stay readable.
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
  '@media': { [media.coarsePointer]: { height: touchTargetSize } },
});

export const rail = uiStyle({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  height: railHeight,
  marginTop: `calc(${railHeight} / -2)`,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const fill = uiStyle({ borderRadius: vars.radius.pill, background: vars.color.accent });

export const thumb = uiStyle({
  // react-aria positions the thumb with an inline transform; `top` centres it on the rail.
  top: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: '50%',
  background: vars.color.text,
  border: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  transition: `scale ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // A finger-sized hit area around the drawn thumb.
    '&::after': { content: '""', position: 'absolute', inset: `calc((${touchTargetSize} - ${thumbSize}) / -2)` },
    '&[data-hovered]': { scale: '1.1' },
    '&[data-dragging]': { scale: '1.15', background: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderColor: vars.color.borderStrong, cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const scale = uiStyle({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
