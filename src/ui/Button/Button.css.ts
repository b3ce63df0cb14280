import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { media, touchTargetSize, vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';
import { disabled, focusVisible, pressed, withHover } from '../theme/states.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [focusVisible]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      [pressed]: { transform: 'scale(0.98)' },
      [disabled]: { opacity: 0.5, cursor: 'not-allowed' },
      // Busy, not disabled: a pending button keeps its look (a native one says it with aria-disabled, which dims).
      '&[data-pending][aria-disabled]': { cursor: 'progress', opacity: 1 },
    },
    '@media': { [media.coarsePointer]: { minHeight: touchTargetSize } },
  }),
  variants: {
    /**
     * `primary` for the one main action of a view (Buy, Save), `secondary` for the others, `ghost` for quiet
     * actions in toolbars and lists, `danger` for an action that destroys or cannot be undone (Remove, Ban).
     */
    variant: {
      primary: inUiLayer(
        withHover(
          { background: vars.color.accent, color: vars.color.accentText },
          { background: vars.color.accentHover },
        ),
      ),
      secondary: inUiLayer(
        withHover(
          { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border },
          { borderColor: vars.color.borderStrong },
        ),
      ),
      ghost: inUiLayer(
        withHover({ background: 'transparent', color: vars.color.text }, { background: vars.color.surfaceRaised }),
      ),
      danger: inUiLayer(
        withHover({ background: vars.color.danger, color: vars.color.textInverse }, { filter: 'brightness(1.1)' }),
      ),
    },
    /** `sm` (32px) in tables and dense rows, `md` (40px) most places, `lg` (48px) for a page's call to action. */
    size: {
      sm: inUiLayer({ fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.md}`, minHeight: '32px' }),
      md: inUiLayer({ fontSize: vars.fontSize.md, padding: `${vars.space.sm} ${vars.space.lg}`, minHeight: '40px' }),
      lg: inUiLayer({ fontSize: vars.fontSize.lg, padding: `${vars.space.md} ${vars.space.xl}`, minHeight: '48px' }),
    },
    /** Fills its container's width: a form's submit on a phone, a card's Add to cart. */
    fullWidth: { true: inUiLayer({ width: '100%' }) },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = uiStyle({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
