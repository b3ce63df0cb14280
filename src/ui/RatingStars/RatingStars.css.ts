import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

export const stars = uiStyle({ display: 'inline-flex', gap: vars.space.xxs });

export const star = uiStyle({ position: 'relative', display: 'block', width: '1.1em', height: '1.1em' });

const layer = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

export const emptyStar = uiStyle({ ...layer, color: vars.color.borderStrong });

/** The gold star over the empty one, cut to the fill: half a star keeps its left half. */
export const filledStar = styleVariants({
  full: inUiLayer({ ...layer, color: vars.color.accent }),
  half: inUiLayer({ ...layer, color: vars.color.accent, clipPath: 'inset(0 50% 0 0)' }),
});
