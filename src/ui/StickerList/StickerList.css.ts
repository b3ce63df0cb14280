import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { uiLayer, vars } from '../theme/index.ts';

export const list = style({
  '@layer': {
    [uiLayer]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' },
  },
});

export const sticker = recipe({
  base: { '@layer': { [uiLayer]: { objectFit: 'contain' } } },
  variants: {
    size: {
      sm: { '@layer': { [uiLayer]: { width: '24px', height: '18px' } } },
      md: { '@layer': { [uiLayer]: { width: '40px', height: '30px' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type StickerVariants = NonNullable<RecipeVariants<typeof sticker>>;
