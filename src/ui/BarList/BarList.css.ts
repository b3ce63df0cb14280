import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const figure = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const caption = uiStyle({ display: 'grid', gap: vars.space.xxs });

export const title = uiStyle({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = uiStyle({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = uiStyle({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const head = uiStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  paddingBottom: vars.space.xs,
});

export const headEnd = uiStyle({ textAlign: 'end' });

export const cell = uiStyle({ padding: `${vars.space.xs} 0`, verticalAlign: 'middle' });

export const label = uiStyle({
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  paddingInlineEnd: vars.space.sm,
  overflowWrap: 'anywhere',
});

/** How long a row's bar is, as a share of the largest value; its colour. */
export const shareVar = createVar();
export const colorVar = createVar();

export const track = uiStyle({ width: '40%', minWidth: '4rem' });

export const bar = uiStyle({
  display: 'block',
  width: shareVar,
  minWidth: '2px',
  height: '0.625rem',
  borderRadius: vars.radius.sm,
  background: colorVar,
});

export const value = uiStyle({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  paddingInlineStart: vars.space.sm,
});

export const detail = uiStyle({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const empty = uiStyle({
  margin: 0,
  padding: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
