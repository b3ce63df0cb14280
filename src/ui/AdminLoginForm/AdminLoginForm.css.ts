import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** The show/hide button reads as pressed while the password is shown. */
export const passwordToggle = uiStyle({
  selectors: { '&[data-selected]': { color: vars.color.text } },
});
