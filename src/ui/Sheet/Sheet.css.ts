import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });

function slide(animationName: string) {
  return {
    selectors: {
      '&[data-entering]': { animation: `${animationName} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${animationName} ${vars.motion.fast} ${vars.motion.easing} reverse` },
    },
  };
}

export const sheet = recipe({
  base: inUiLayer({
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: 'min(360px, 88vw)',
    maxHeight: '100dvh',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': { [media.reducedMotion]: { animation: 'none !important' } },
  }),
  variants: {
    /** The edge it slides in from: `left` for navigation, `right` for filters and the cart. */
    side: {
      left: inUiLayer({ left: 0, borderRight: `1px solid ${vars.color.border}`, ...slide(fromLeft) }),
      right: inUiLayer({ right: 0, borderLeft: `1px solid ${vars.color.border}`, ...slide(fromRight) }),
    },
  },
  defaultVariants: { side: 'left' },
});

export type SheetVariants = NonNullable<RecipeVariants<typeof sheet>>;
