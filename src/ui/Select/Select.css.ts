import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const selectTrigger = style({
  '@layer': {
    [uiLayer]: {
      justifyContent: 'space-between',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.fontSize.md,
      textAlign: 'start',
      cursor: 'pointer',
      outline: 'none',
      selectors: { '&[data-pressed]': { background: vars.color.surface } },
    },
  },
});

export const selectValue = style({
  '@layer': {
    [uiLayer]: {
      flex: 1,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
    },
  },
});
