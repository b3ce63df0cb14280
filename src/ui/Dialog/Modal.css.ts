import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } });

/** The dimmed page behind a Modal or a Sheet. */
export const backdrop = recipe({
  base: inUiLayer({
    position: 'fixed',
    inset: 0,
    display: 'flex',
    background: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
    },
    '@media': { [media.reducedMotion]: { animation: 'none !important' } },
  }),
  variants: {
    layer: {
      modal: inUiLayer({ zIndex: vars.zIndex.modal }),
      sheet: inUiLayer({ zIndex: vars.zIndex.sheet }),
    },
  },
});

export type BackdropVariants = NonNullable<RecipeVariants<typeof backdrop>>;

export const modalBackdrop = backdrop({ layer: 'modal' });

export const centred = uiStyle({ alignItems: 'center', justifyContent: 'center', padding: vars.space.lg });

export const modal = recipe({
  base: inUiLayer({
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
  }),
  variants: {
    /** Its widest: `sm` (420px) for a confirmation, `md` (560px) for a form, `lg` (880px) with a side picture. */
    size: {
      sm: inUiLayer({ maxWidth: '420px' }),
      md: inUiLayer({ maxWidth: '560px' }),
      lg: inUiLayer({ maxWidth: '880px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
