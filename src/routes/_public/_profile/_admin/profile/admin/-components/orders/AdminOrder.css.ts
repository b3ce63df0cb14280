import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const items = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
});

export const itemImage = style({ width: '56px', height: '42px', objectFit: 'contain' });

export const timeline = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const timelineEntry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actionForm = style({ display: 'grid', gap: vars.space.md });

export const actionButtons = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

export const factRow = style({ display: 'contents' });
