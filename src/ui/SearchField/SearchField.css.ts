import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const searchIcon = uiStyle({ marginInlineStart: vars.space.md, color: vars.color.textMuted });

export const searchInput = uiStyle({
  paddingInlineStart: vars.space.sm,
  // The browser's own clear cross would double ours.
  selectors: { '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' } },
});

/** Nothing to clear in an empty field: the button leaves, its place stays so the text does not jump. */
export const clearButton = uiStyle({ selectors: { '[data-empty] &': { visibility: 'hidden' } } });
