import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' };

export const table = uiStyle({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const column = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered], &[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const columnLabel = uiStyle({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Keeps the label from shifting when a sort arrow appears. */
export const sortIndicator = uiStyle({ display: 'inline-flex', width: '1em' });

export const row = uiStyle({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.surfaceRaised, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const cell = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const emptyState = uiStyle({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
