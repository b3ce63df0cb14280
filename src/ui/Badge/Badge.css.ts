import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

function tone(background: string, color: string) {
  return inUiLayer({ background, color });
}

export const badge = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
  variants: {
    /** What the badge says about its subject: `success` done, `warning` needs attention, `danger` failed. */
    tone: {
      neutral: tone(vars.color.surfaceRaised, vars.color.text),
      accent: tone(vars.color.accent, vars.color.accentText),
      success: tone(vars.color.success, vars.color.textInverse),
      warning: tone(vars.color.warning, vars.color.textInverse),
      danger: tone(vars.color.danger, vars.color.textInverse),
    },
    /** `label` for a word or two; `count` for a number in a circle that grows into a pill. */
    variant: {
      label: inUiLayer({ padding: `${vars.space.xxs} ${vars.space.sm}` }),
      // A round counter (the cart's quantity): at least a circle, growing into a pill for long numbers.
      count: inUiLayer({
        minWidth: '20px',
        height: '20px',
        padding: `0 ${vars.space.xs}`,
        fontVariantNumeric: 'tabular-nums',
      }),
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'label' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
