import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const menu = uiStyle({
  flex: '1 1 auto',
  minWidth: '200px',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const item = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered], &[data-open]': { background: vars.color.surface },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemLabel = uiStyle({ flex: 1 });

export const sectionHeader = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const separator = uiStyle({
  height: '1px',
  margin: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  background: vars.color.border,
});
