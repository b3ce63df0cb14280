import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const panel = uiStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const group = uiStyle({ borderBottom: `1px solid ${vars.color.border}` });

/** One field under the other: side by side, a side panel leaves too little room for an amount between the steppers. */
export const priceRange = uiStyle({ display: 'grid', gap: vars.space.sm });

export const flags = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
