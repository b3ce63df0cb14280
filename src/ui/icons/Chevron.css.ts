import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const chevronRotation = createVar();

export const chevron = uiStyle({
  flex: 'none',
  width: '1em',
  height: '1em',
  transform: `rotate(${chevronRotation})`,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
