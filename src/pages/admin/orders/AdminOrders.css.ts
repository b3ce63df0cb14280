import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const statusGroup = style({ gridColumn: '1 / -1' });

export const statusChoices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: vars.space.xs,
});

export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const muted = style({ color: vars.color.textMuted });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const summary = style({ margin: 0 });

/** A listing waiting for its inspection: its name and state, then what the shop knows of its tries. */
export const waitingListing = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
