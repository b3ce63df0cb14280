import { createVar, style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

/** The item's rarity colour, which comes from the API at run time. */
export const rarityColorVar = createVar();

export const card = style({
  '@layer': {
    [uiLayer]: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      // A card below the fold is neither laid out nor painted until it nears the viewport: a store page of
      // results paints as fast as its first rows.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 380px',
      gap: vars.space.sm,
      padding: vars.space.md,
      paddingTop: `calc(${vars.space.md} + 3px)`,
      overflow: 'hidden',
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&:hover': { borderColor: vars.color.borderStrong },
        '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      },
      '@media': {
        '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
      },
    },
  },
});

export const rarityBar = style({
  '@layer': {
    [uiLayer]: { position: 'absolute', top: 0, left: 0, right: 0, height: '3px', background: rarityColorVar },
  },
});

export const image = style({
  '@layer': { [uiLayer]: { width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' } },
});

export const name = style({
  '@layer': {
    [uiLayer]: {
      margin: 0,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.text,
    },
  },
});

/** The name's link covers the whole card, so the card is one link area; the controls sit above it. */
export const link = style({
  '@layer': {
    [uiLayer]: {
      color: 'inherit',
      textDecoration: 'none',
      outline: 'none',
      '::after': { content: '""', position: 'absolute', inset: 0 },
    },
  },
});

export const meta = style({
  '@layer': { [uiLayer]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm } },
});

/** Tooltips of the stickers and the button stay reachable above the card's link. */
export const raised = style({ '@layer': { [uiLayer]: { position: 'relative', zIndex: 1 } } });

export const footer = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      // A long price or button label ('Dans le panier') goes to its own line instead of leaving the card.
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      marginTop: 'auto',
    },
  },
});
