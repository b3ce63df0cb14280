import { style } from '@vanilla-extract/css';
import { choiceIndicator, choiceRow } from '../Field/Field.css.ts';
import { vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

/** A ring; the selected one gets a dot drawn by its inner shadow, so no extra element is needed. */
export const radioCircle = style([
  choiceIndicator,
  inUiLayer({
    borderRadius: '50%',
    selectors: {
      [`${choiceRow}[data-selected] &`]: { boxShadow: `inset 0 0 0 4px ${vars.color.surfaceSunken}` },
    },
  }),
]);
