import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

export const list = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sticker = recipe({
  base: inUiLayer({ objectFit: 'contain' }),
  variants: {
    /** `sm` (24px wide) in cart rows, `md` (40px) on the product page. */
    size: {
      sm: inUiLayer({ width: '24px', height: '18px' }),
      md: inUiLayer({ width: '40px', height: '30px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type StickerVariants = NonNullable<RecipeVariants<typeof sticker>>;
