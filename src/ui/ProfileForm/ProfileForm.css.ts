import { style } from '@vanilla-extract/css';
import { media, uiLayer, vars } from '../theme/index.ts';

/** One column on phones, two from medium screens: the completion form has nine fields to fit beside its image. */
export const fields = style({
  '@layer': {
    [uiLayer]: {
      display: 'grid',
      gap: vars.space.md,
      gridTemplateColumns: '1fr',
      '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
    },
  },
});

/** The trade link is long: it takes the whole row. */
export const wide = style({
  '@layer': { [uiLayer]: { '@media': { [media.md]: { gridColumn: '1 / -1' } } } },
});

export const actions = style({
  '@layer': { [uiLayer]: { display: 'flex', justifyContent: 'flex-end' } },
});
