import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/index.ts';

export const shopNotice = recipe({
  base: {
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    background: vars.color.surface,
    color: vars.color.text,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    /** `info` for an announcement, `warning` for something that affects the shopper (maintenance, delays). */
    tone: {
      info: { borderColor: vars.color.accent },
      warning: { borderColor: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ShopNoticeVariants = NonNullable<RecipeVariants<typeof shopNotice>>;
