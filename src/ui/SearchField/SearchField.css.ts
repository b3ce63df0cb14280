import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const searchIcon = style({
  '@layer': { [uiLayer]: { marginInlineStart: vars.space.md, color: vars.color.textMuted } },
});

export const searchInput = style({
  '@layer': {
    [uiLayer]: {
      paddingInlineStart: vars.space.sm,
      // The browser's own clear cross would double ours.
      selectors: { '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' } },
    },
  },
});

/** Nothing to clear in an empty field: the button leaves, its place stays so the text does not jump. */
export const clearButton = style({
  '@layer': { [uiLayer]: { selectors: { '[data-empty] &': { visibility: 'hidden' } } } },
});
