import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const form = style({
  '@layer': { [uiLayer]: { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 } },
});

/** Stays in the page while empty, so a screen reader announces a message as soon as it is set. */
export const formError = style({
  '@layer': {
    [uiLayer]: {
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: `1px solid ${vars.color.danger}`,
      borderRadius: vars.radius.md,
      background: `color-mix(in srgb, ${vars.color.danger} 12%, transparent)`,
      color: vars.color.dangerText,
      fontSize: vars.fontSize.sm,
      overflowWrap: 'anywhere',
      selectors: { '&:empty': { display: 'none' } },
    },
  },
});
