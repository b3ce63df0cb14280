import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const summary = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(ellipse at top left, rgba(245, 165, 36, 0.14), transparent 65%), ${vars.color.surface}`,
});

export const average = uiStyle({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});

export const averageValue = uiStyle({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const averageScale = uiStyle({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const stars = uiStyle({ fontSize: vars.fontSize.xl });

export const count = uiStyle({ margin: 0, color: vars.color.textMuted });

export const distribution = uiStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const distributionRow = uiStyle({
  display: 'grid',
  gridTemplateColumns: '5em 1fr 6.5em',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const bar = uiStyle({
  position: 'relative',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const barFill = uiStyle({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
});

export const barCount = uiStyle({ textAlign: 'end' });
