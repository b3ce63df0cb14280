import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { uiLayer, vars } from '../theme/index.ts';

export const priceTag = recipe({
  base: {
    '@layer': {
      [uiLayer]: {
        fontWeight: vars.fontWeight.bold,
        fontVariantNumeric: 'tabular-nums',
        color: vars.color.text,
        whiteSpace: 'nowrap',
      },
    },
  },
  variants: {
    size: {
      sm: { '@layer': { [uiLayer]: { fontSize: vars.fontSize.sm } } },
      md: { '@layer': { [uiLayer]: { fontSize: vars.fontSize.md } } },
      lg: { '@layer': { [uiLayer]: { fontSize: vars.fontSize.xl } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceTagVariants = NonNullable<RecipeVariants<typeof priceTag>>;
