import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { uiLayer, vars } from '../theme/index.ts';

export const logo = recipe({
  base: { '@layer': { [uiLayer]: { display: 'block', width: 'auto', flex: 'none' } } },
  variants: {
    size: {
      sm: { '@layer': { [uiLayer]: { height: '24px' } } },
      md: { '@layer': { [uiLayer]: { height: '32px' } } },
      lg: { '@layer': { [uiLayer]: { height: '56px' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;

/** Theme colours reach SVG through CSS: presentation attributes cannot read custom properties. */
export const gemFacet = style({ '@layer': { [uiLayer]: { fill: vars.color.accent } } });
export const gemLight = style({ '@layer': { [uiLayer]: { fill: vars.color.accentHover } } });
export const name = style({
  '@layer': { [uiLayer]: { fill: vars.color.text, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold } },
});
export const nameAccent = style({ '@layer': { [uiLayer]: { fill: vars.color.accent } } });
