import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const notice = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: vars.space.xs,
      fontSize: vars.fontSize.xs,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.warning,
    },
  },
});

export const icon = style({ '@layer': { [uiLayer]: { flex: 'none', width: '14px', height: '14px' } } });

export const date = style({ '@layer': { [uiLayer]: { display: 'block', color: vars.color.textMuted } } });
