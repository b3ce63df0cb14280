import { style } from '@vanilla-extract/css';
import { media, uiLayer, vars } from '../theme/index.ts';

export const dialog = style({
  '@layer': {
    [uiLayer]: {
      position: 'relative',
      display: 'flex',
      flex: '1 1 auto',
      height: '100%',
      minHeight: 0,
      maxHeight: 'inherit',
      outline: 'none',
    },
  },
});

export const content = style({
  '@layer': {
    [uiLayer]: {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      padding: vars.space.xl,
      overflowY: 'auto',
    },
  },
});

export const header = style({
  '@layer': {
    [uiLayer]: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md },
  },
});

export const heading = style({
  '@layer': {
    [uiLayer]: {
      fontFamily: vars.font.heading,
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const closeButton = style({
  '@layer': { [uiLayer]: { flex: 'none', padding: vars.space.xs, minHeight: 'auto', marginInlineStart: 'auto' } },
});

export const closeIcon = style({ '@layer': { [uiLayer]: { width: '20px', height: '20px' } } });

/** The side image is decoration beside a form: on phones the form gets the whole width. */
export const sideImage = style({
  '@layer': {
    [uiLayer]: {
      display: 'none',
      flex: '0 0 40%',
      overflow: 'hidden',
      background: vars.color.surfaceSunken,
      '@media': { [media.md]: { display: 'block' } },
    },
  },
});
