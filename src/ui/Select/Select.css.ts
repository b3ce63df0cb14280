import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const selectTrigger = uiStyle({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-pressed]': { background: vars.color.surface } },
});

export const selectValue = uiStyle({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
