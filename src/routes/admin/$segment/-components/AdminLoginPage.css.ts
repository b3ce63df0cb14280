import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const card = style({
  width: '100%',
  maxWidth: '420px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const title = style({ fontSize: vars.fontSize.xl });

/** The form fills the card, whose own items keep their natural width. */
export const form = style({ alignSelf: 'stretch' });
