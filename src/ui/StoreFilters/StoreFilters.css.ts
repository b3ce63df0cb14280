import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const panel = style({
  '@layer': { [uiLayer]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 } },
});

export const group = style({
  '@layer': { [uiLayer]: { borderBottom: `1px solid ${vars.color.border}` } },
});

/** One field under the other: side by side, a side panel leaves too little room for an amount between the steppers. */
export const priceRange = style({
  '@layer': { [uiLayer]: { display: 'grid', gap: vars.space.sm } },
});

export const flags = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      paddingBlock: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
