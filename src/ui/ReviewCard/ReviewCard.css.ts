import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const card = uiStyle({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  minHeight: '220px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The drawing sits behind the text, darkened enough at the bottom that the review stays readable on it. */
export const background = uiStyle({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const header = uiStyle({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const initials = uiStyle({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const author = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const authorName = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const date = uiStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = uiStyle({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

/** In a carousel every card keeps the same height: long reviews stop after six lines. */
export const clampedText = uiStyle({
  display: '-webkit-box',
  WebkitLineClamp: 6,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
