import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  margin: `${vars.space.xl} auto`,
  maxWidth: '60ch',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });
