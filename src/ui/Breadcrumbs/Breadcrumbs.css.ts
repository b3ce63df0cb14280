import { globalStyle, style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const breadcrumbs = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      fontSize: vars.fontSize.sm,
    },
  },
});

export const breadcrumb = style({
  '@layer': {
    [uiLayer]: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted },
  },
});

// Links in a trail are quieter than links in text, and the current page is plain text.
globalStyle(`${breadcrumb} > a`, {
  '@layer': { [uiLayer]: { color: vars.color.textMuted, textDecoration: 'none' } },
});
globalStyle(`${breadcrumb} > a[data-hovered]`, {
  '@layer': { [uiLayer]: { color: vars.color.text, textDecoration: 'underline' } },
});
globalStyle(`${breadcrumb}[data-current] > *`, {
  '@layer': { [uiLayer]: { color: vars.color.text, cursor: 'default', opacity: 1 } },
});
