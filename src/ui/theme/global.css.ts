import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { inUiLayer } from './layered.ts';
import { headerClearance } from './layout.ts';
import './darkTheme.css.ts';

globalStyle('*, *::before, *::after', inUiLayer({ boxSizing: 'border-box' }));

globalStyle(
  'html',
  inUiLayer({
    colorScheme: 'dark',
    background: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: '16px',
    lineHeight: vars.lineHeight.normal,
    WebkitTextSizeAdjust: '100%',
    scrollBehavior: 'smooth',
    // Anchors and keyboard focus scrolled into view land below the sticky header, not under it.
    scrollPaddingTop: headerClearance,
    '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
  }),
);

globalStyle('body', inUiLayer({ margin: 0, minHeight: '100dvh' }));
globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', inUiLayer({ margin: 0 }));
globalStyle('img, svg', inUiLayer({ display: 'block', maxWidth: '100%' }));
globalStyle('a', inUiLayer({ color: 'inherit' }));
globalStyle('button, input, select, textarea', inUiLayer({ font: 'inherit', color: 'inherit' }));
