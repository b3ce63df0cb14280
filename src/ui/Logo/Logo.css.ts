import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

export const logo = recipe({
  base: inUiLayer({ display: 'block', width: 'auto', flex: 'none' }),
  variants: {
    /** Its height: `sm` (24px) in the footer, `md` (32px) in the header, `lg` (56px) on the loading screen. */
    size: {
      sm: inUiLayer({ height: '24px' }),
      md: inUiLayer({ height: '32px' }),
      lg: inUiLayer({ height: '56px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;

/** Theme colours reach SVG through CSS: presentation attributes cannot read custom properties. */
export const gemFacet = uiStyle({ fill: vars.color.accent });
export const gemLight = uiStyle({ fill: vars.color.accentHover });
export const name = uiStyle({ fill: vars.color.text, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold });
export const nameAccent = uiStyle({ fill: vars.color.accent });
