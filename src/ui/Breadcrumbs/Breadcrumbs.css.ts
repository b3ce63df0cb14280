import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

export const breadcrumbs = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const breadcrumb = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

/** The page the visitor is on: plain text, brighter than the links before it. */
export const current = uiStyle({ color: vars.color.text, borderRadius: vars.radius.sm });

// Links in a trail are quieter than links in text.
globalStyle(`${breadcrumb} > a`, inUiLayer({ color: vars.color.textMuted, textDecoration: 'none' }));
globalStyle(
  `${breadcrumb} > a:hover, ${breadcrumb} > a:focus-visible`,
  inUiLayer({ color: vars.color.text, textDecoration: 'underline' }),
);
