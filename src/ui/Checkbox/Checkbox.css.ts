import { style } from '@vanilla-extract/css';
import { choiceIndicator, choiceRow } from '../Field/Field.css.ts';
import { uiLayer, vars } from '../theme/index.ts';

export const checkboxBox = style([choiceIndicator, { '@layer': { [uiLayer]: { borderRadius: vars.radius.sm } } }]);

/** The mark is drawn only when it means something, so an empty box stays empty. */
export const checkMark = style({
  '@layer': {
    [uiLayer]: {
      visibility: 'hidden',
      selectors: { [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: { visibility: 'visible' } },
    },
  },
});
