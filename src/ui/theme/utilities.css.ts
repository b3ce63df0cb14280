import { uiStyle } from './layered.ts';

/** Text for screen readers only: kept in the accessibility tree, taken out of the layout. */
export const visuallyHidden = uiStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
