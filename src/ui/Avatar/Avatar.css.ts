import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

export const avatar = recipe({
  base: inUiLayer({
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: '50%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  }),
  variants: {
    /** `sm` (28px) in menus and lists, `md` (40px) in the header, `lg` (72px) on a profile. */
    size: {
      sm: inUiLayer({ width: '28px', height: '28px', fontSize: vars.fontSize.xs }),
      md: inUiLayer({ width: '40px', height: '40px', fontSize: vars.fontSize.sm }),
      lg: inUiLayer({ width: '72px', height: '72px', fontSize: vars.fontSize.xl }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = uiStyle({ width: '100%', height: '100%', objectFit: 'cover' });
