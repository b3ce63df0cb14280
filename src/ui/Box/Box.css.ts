import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** A page's main column and its narrower side column, side by side from `lg` up, one above the other below. */
export const columns = uiStyle({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
