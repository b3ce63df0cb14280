import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media, uiLayer, vars } from '../theme/index.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } });

/** The dimmed page behind a Modal or a Sheet. */
export const backdrop = recipe({
  base: {
    '@layer': {
      [uiLayer]: {
        position: 'fixed',
        inset: 0,
        display: 'flex',
        background: vars.color.overlay,
        selectors: {
          '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
        },
        '@media': { [media.reducedMotion]: { animation: 'none !important' } },
      },
    },
  },
  variants: {
    layer: {
      modal: { '@layer': { [uiLayer]: { zIndex: vars.zIndex.modal } } },
      sheet: { '@layer': { [uiLayer]: { zIndex: vars.zIndex.sheet } } },
    },
  },
});

export type BackdropVariants = NonNullable<RecipeVariants<typeof backdrop>>;

export const modalBackdrop = backdrop({ layer: 'modal' });

export const centred = style({
  '@layer': { [uiLayer]: { alignItems: 'center', justifyContent: 'center', padding: vars.space.lg } },
});

export const modal = recipe({
  base: {
    '@layer': {
      [uiLayer]: {
        width: '100%',
        maxHeight: 'calc(100dvh - 2 * 16px)',
        overflow: 'hidden',
        background: vars.color.surface,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.lg,
        outline: 'none',
        selectors: {
          '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: `${riseIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
        },
        '@media': { [media.reducedMotion]: { animation: 'none !important' } },
      },
    },
  },
  variants: {
    size: {
      sm: { '@layer': { [uiLayer]: { maxWidth: '420px' } } },
      md: { '@layer': { [uiLayer]: { maxWidth: '560px' } } },
      lg: { '@layer': { [uiLayer]: { maxWidth: '880px' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
