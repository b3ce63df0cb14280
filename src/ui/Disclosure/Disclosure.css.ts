import { globalStyle } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';
import { disabled, focusVisible, pressed, withHover } from '../theme/states.ts';

export const group = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const disclosure = uiStyle({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

// Inside a group the group draws the frame; its items only draw the lines between them.
globalStyle(`${group} > ${disclosure}`, inUiLayer({ border: 0, borderRadius: 0 }));
globalStyle(`${group} > ${disclosure} + ${disclosure}`, inUiLayer({ borderTop: `1px solid ${vars.color.border}` }));

export const heading = uiStyle({ margin: 0, fontSize: vars.fontSize.md });

export const trigger = recipe({
  base: inUiLayer(
    withHover(
      {
        display: 'flex',
        width: '100%',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.md,
        border: 0,
        background: 'transparent',
        color: vars.color.text,
        fontWeight: vars.fontWeight.bold,
        textAlign: 'start',
        cursor: 'pointer',
        outline: 'none',
        selectors: {
          [pressed]: { background: vars.color.surfaceSunken },
          [focusVisible]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
          [disabled]: { opacity: 0.5, cursor: 'not-allowed' },
          '[data-expanded] > * > &': { color: vars.color.accent },
        },
      },
      { background: vars.color.surfaceRaised },
    ),
  ),
  variants: {
    /** `md` for a page's questions (the FAQ); `sm` for details tucked into a dense place (a table's cell). */
    size: {
      md: inUiLayer({ padding: `${vars.space.lg} ${vars.space.xl}` }),
      sm: inUiLayer({
        gap: vars.space.sm,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
        fontWeight: vars.fontWeight.medium,
      }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const panel = recipe({
  base: inUiLayer({ color: vars.color.textMuted }),
  variants: {
    size: {
      md: inUiLayer({ padding: `0 ${vars.space.xl} ${vars.space.lg}` }),
      sm: inUiLayer({ padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.sm }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type DisclosureSize = NonNullable<NonNullable<RecipeVariants<typeof trigger>>['size']>;
