import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

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
