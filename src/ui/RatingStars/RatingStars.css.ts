import { style, styleVariants } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const stars = style({ '@layer': { [uiLayer]: { display: 'inline-flex', gap: vars.space.xxs } } });

export const star = style({
  '@layer': { [uiLayer]: { position: 'relative', display: 'block', width: '1.1em', height: '1.1em' } },
});

const layer = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export const emptyStar = style({ '@layer': { [uiLayer]: { ...layer, color: vars.color.borderStrong } } });

/** The gold star over the empty one, cut to the fill: half a star keeps its left half. */
export const filledStar = styleVariants({
  full: { '@layer': { [uiLayer]: { ...layer, color: vars.color.accent } } },
  half: { '@layer': { [uiLayer]: { ...layer, color: vars.color.accent, clipPath: 'inset(0 50% 0 0)' } } },
});
