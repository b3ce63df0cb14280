import { style } from '@vanilla-extract/css';
import { choiceIndicator, choiceRow, nativeChoiceChecked } from '../Field/Field.css.ts';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

export const checkboxBox = style([choiceIndicator, inUiLayer({ borderRadius: vars.radius.sm })]);

/** The mark is drawn only when it means something, so an empty box stays empty. */
export const checkMark = uiStyle({
  visibility: 'hidden',
  selectors: {
    [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &, ${nativeChoiceChecked} &`]: {
      visibility: 'visible',
    },
  },
});

/** A NativeCheckboxGroup's fieldset, without the browser's frame. */
export const nativeGroup = uiStyle({ margin: 0, padding: 0, border: 0, minWidth: 0 });
