import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `6px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-result="received"]': { borderInlineStartColor: vars.color.success },
    '&[data-result="confirming"]': { borderInlineStartColor: vars.color.accent },
    '&[data-result="failed"], &[data-result="cancelled"]': { borderInlineStartColor: vars.color.danger },
  },
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const icon = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    [`${banner}[data-result="received"] &`]: { background: vars.color.success, color: vars.color.textInverse },
    [`${banner}[data-result="failed"] &, ${banner}[data-result="cancelled"] &`]: {
      background: vars.color.danger,
      color: vars.color.textInverse,
    },
  },
});

/** The order number and its total; on a narrow screen the total wraps whole to the next line, no separator left behind. */
export const orderLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
