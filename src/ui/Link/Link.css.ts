import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';
import { disabled, focusVisible, pressed, withHover } from '../theme/states.ts';

/** Text-looking links; the button-looking one takes the Button recipe instead (see Link.tsx). */
export const link = recipe({
  base: inUiLayer({
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      [focusVisible]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      [disabled]: { opacity: 0.5, cursor: 'not-allowed' },
    },
  }),
  variants: {
    appearance: {
      inline: inUiLayer(
        withHover(
          {
            color: vars.color.accent,
            textDecoration: 'underline',
            textUnderlineOffset: '0.2em',
            selectors: { [pressed]: { color: vars.color.accentHover, textDecorationThickness: '2px' } },
          },
          { color: vars.color.accentHover },
        ),
      ),
      nav: inUiLayer(
        withHover(
          {
            display: 'inline-flex',
            alignItems: 'center',
            gap: vars.space.xs,
            padding: `${vars.space.xs} ${vars.space.sm}`,
            color: vars.color.textMuted,
            fontWeight: vars.fontWeight.medium,
            textDecoration: 'none',
            boxShadow: 'inset 0 -2px 0 transparent',
            selectors: {
              [pressed]: { color: vars.color.text },
              // The page the visitor is on: the router link says so with aria-current.
              '&[aria-current="page"]': { color: vars.color.text, boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
            },
          },
          { color: vars.color.text },
        ),
      ),
    },
  },
  defaultVariants: { appearance: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
