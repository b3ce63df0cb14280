import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const layout = style({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' });

/**
 * At least a screen tall, so the footer starts below the fold: while a page's data loads, the footer would
 * otherwise fill the screen and then jump away when the content arrives (a layout shift of the whole viewport).
 */
export const main = style({ flex: 1, minHeight: '100dvh', outline: 'none' });

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
