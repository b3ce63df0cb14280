import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const card = uiStyle({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const image = uiStyle({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  margin: '0 auto',
});

export const name = uiStyle({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(2em * ${vars.lineHeight.tight})`,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const footer = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const age = uiStyle({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
