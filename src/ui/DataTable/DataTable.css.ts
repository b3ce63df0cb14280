import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const wrapper = uiStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Wide lists scroll sideways inside their box instead of widening the page. */
export const scroller = uiStyle({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const busy = uiStyle({ display: 'flex', justifyContent: 'center', minHeight: vars.space.lg });

export const end = uiStyle({ textAlign: 'end' });

export const message = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const pager = uiStyle({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

export const pageNumber = uiStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minWidth: '5em',
  textAlign: 'center',
});

/** The checkbox column of a list whose rows can be picked: as narrow as its box. */
export const pick = uiStyle({ width: '1%', paddingInlineEnd: 0 });
