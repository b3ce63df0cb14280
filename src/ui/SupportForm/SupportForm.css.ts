import { style } from '@vanilla-extract/css';
import { uiLayer } from '../theme/index.ts';

/** The send button sits under the message, at the reading end of the line. */
export const actions = style({
  '@layer': { [uiLayer]: { display: 'flex', justifyContent: 'flex-end' } },
});
