import { createVar, keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

export const skeletonWidth = createVar();
export const skeletonHeight = createVar();

const shimmer = keyframes({ from: { backgroundPosition: '150% 0' }, to: { backgroundPosition: '-50% 0' } });

export const skeleton = recipe({
  base: inUiLayer({
    display: 'block',
    width: skeletonWidth,
    height: skeletonHeight,
    background: `linear-gradient(90deg, ${vars.color.surfaceRaised} 25%, ${vars.color.border} 50%, ${vars.color.surfaceRaised} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    // Without motion the placeholder holds still: its shape already says "content comes here".
    '@media': { [media.reducedMotion]: { animation: 'none', background: vars.color.surfaceRaised } },
  }),
  variants: {
    /** `block` for a picture or a card, `text` for a line of text, `circle` for an avatar. */
    shape: {
      block: inUiLayer({ borderRadius: vars.radius.md }),
      text: inUiLayer({ borderRadius: vars.radius.sm }),
      circle: inUiLayer({ borderRadius: '50%' }),
    },
  },
  defaultVariants: { shape: 'block' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
