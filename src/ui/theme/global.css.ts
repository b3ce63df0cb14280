import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { uiLayer } from './layers.css.ts';
import './darkTheme.css.ts';

globalStyle('*, *::before, *::after', { '@layer': { [uiLayer]: { boxSizing: 'border-box' } } });

globalStyle('html', {
  '@layer': {
    [uiLayer]: {
      colorScheme: 'dark',
      background: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: '16px',
      lineHeight: vars.lineHeight.normal,
      WebkitTextSizeAdjust: '100%',
      scrollBehavior: 'smooth',
      // The public header (bar and breadcrumbs, about 100px) stays on top: anchors and keyboard focus
      // scrolled into view must land below it, not under it (WCAG 2.4.11).
      scrollPaddingTop: '7rem',
      '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
    },
  },
});

globalStyle('body', { '@layer': { [uiLayer]: { margin: 0, minHeight: '100dvh' } } });
globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { '@layer': { [uiLayer]: { margin: 0 } } });
globalStyle('img, svg', { '@layer': { [uiLayer]: { display: 'block', maxWidth: '100%' } } });
globalStyle('a', { '@layer': { [uiLayer]: { color: 'inherit' } } });
globalStyle('button, input, select, textarea', { '@layer': { [uiLayer]: { font: 'inherit', color: 'inherit' } } });
