import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
