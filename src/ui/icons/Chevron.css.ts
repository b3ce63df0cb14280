import { createVar, style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const chevronRotation = createVar();

export const chevron = style({
  '@layer': {
    [uiLayer]: {
      flex: 'none',
      width: '1em',
      height: '1em',
      transform: `rotate(${chevronRotation})`,
      transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
});
