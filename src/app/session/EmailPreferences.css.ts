import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
  maxWidth: '40rem',
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
