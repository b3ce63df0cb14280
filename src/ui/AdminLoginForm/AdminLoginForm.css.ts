import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

/** The show/hide button reads as pressed while the password is shown. */
export const passwordToggle = style({
  '@layer': {
    [uiLayer]: {
      selectors: { '&[data-selected]': { color: vars.color.text } },
    },
  },
});
