import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const author = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Customers' text as they wrote it: line breaks kept, long words broken rather than overflowing. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  '@media': { [media.md]: { justifyContent: 'flex-start' } },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
