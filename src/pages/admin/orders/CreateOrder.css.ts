import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const results = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const resultImage = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' });

export const picked = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const pickedRow = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr) 9rem auto',
  gap: vars.space.md,
  alignItems: 'center',
});

export const image = style({ width: '56px', height: '42px', objectFit: 'contain' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const warning = style({ color: vars.color.dangerText, margin: 0 });

export const total = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const created = style({ display: 'grid', gap: vars.space.xs });
