import { style } from '@vanilla-extract/css';
import { floatingMotion } from '../Popover/Popover.css.ts';
import { vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

export const tooltip = style([
  floatingMotion,
  inUiLayer({
    zIndex: vars.zIndex.popover,
    maxWidth: '260px',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
  }),
]);
