import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

/** The sign-in panel: one narrow card, raised above the page. */
export const card = style({ width: '100%', maxWidth: '420px', boxShadow: vars.shadow.lg });

export const title = style({ fontSize: vars.fontSize.xl });

/** The form fills the card, whose own items keep their natural width. */
export const form = style({ alignSelf: 'stretch' });
