import type { StyleRule } from '@vanilla-extract/css';

/*
 * Interaction states for `.css.ts` files. react-aria marks its components' states with data attributes
 * (`data-pressed`…); the native links and buttons the design system draws without react-aria (the shell and the
 * home page, whose first load carries none of its code) have the browser's own (`:active`…) and no `data-rac`,
 * the mark react-aria puts on everything it renders. Each selector names both, so a control looks the same
 * whichever draws it, and react-aria's components keep exactly their own states.
 */

export const pressed = '&[data-pressed], &:not([data-rac]):active';
export const focusVisible = '&[data-focus-visible], &:not([data-rac]):focus-visible';
/** A native button is `:disabled`; a router link that goes nowhere says it with `aria-disabled`. */
export const disabled = '&[data-disabled], &:not([data-rac]):disabled, &:not([data-rac])[aria-disabled="true"]';

/** react-aria leaves out the hover a touch screen emulates; on a native element only a pointer that can hover counts. */
const canHover = '(hover: hover)';

type SelectorRule = NonNullable<StyleRule['selectors']>[string];

/** `rule` with `hover` applied while the pointer is over an enabled control. */
export function withHover(rule: StyleRule, hover: SelectorRule): StyleRule {
  const media = rule['@media'] ?? {};
  return {
    ...rule,
    selectors: { ...rule.selectors, '&[data-hovered]:not([data-disabled])': hover },
    '@media': {
      ...media,
      [canHover]: {
        ...media[canHover],
        selectors: { ...media[canHover]?.selectors, '&:not([data-rac]):not(:disabled):hover': hover },
      },
    },
  };
}
