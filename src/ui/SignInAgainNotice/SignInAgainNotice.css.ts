import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const notice = uiStyle({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.surfaceSunken,
});

export const title = uiStyle({ margin: 0, fontWeight: 700 });

export const text = uiStyle({ margin: 0, color: vars.color.textMuted });
