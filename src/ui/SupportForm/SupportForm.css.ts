import { uiStyle } from '../theme/layered.ts';

/** The send button sits under the message, at the reading end of the line. */
export const actions = uiStyle({ display: 'flex', justifyContent: 'flex-end' });
