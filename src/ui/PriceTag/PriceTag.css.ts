import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer } from '../theme/layered.ts';

export const priceTag = recipe({
  base: inUiLayer({
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    whiteSpace: 'nowrap',
  }),
  variants: {
    /** `sm` in rows and lists, `md` on cards, `lg` for the price a page is about (the product page). */
    size: {
      sm: inUiLayer({ fontSize: vars.fontSize.sm }),
      md: inUiLayer({ fontSize: vars.fontSize.md }),
      lg: inUiLayer({ fontSize: vars.fontSize.xl }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceTagVariants = NonNullable<RecipeVariants<typeof priceTag>>;
