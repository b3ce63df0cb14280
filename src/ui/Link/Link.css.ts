import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

/** Text-looking links; the button-looking one takes the Button recipe instead (see Link.tsx). */
export const link = recipe({
  base: inUiLayer({
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusVisible,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
  variants: {
    appearance: {
      inline: inUiLayer({
        color: vars.color.accent,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { color: vars.color.accentHover },
          '&[data-pressed]': { color: vars.color.accentHover, textDecorationThickness: '2px' },
        },
      }),
      nav: inUiLayer({
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        boxShadow: 'inset 0 -2px 0 transparent',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { color: vars.color.text },
          '&[data-pressed]': { color: vars.color.text },
          // The page the visitor is on: the router link sets aria-current, react-aria mirrors it here.
          '&[data-current]': { color: vars.color.text, boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
        },
      }),
    },
  },
  defaultVariants: { appearance: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
