import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/index.ts';

export const layout = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
