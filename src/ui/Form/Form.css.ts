import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const form = uiStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Stays in the page while empty, so a screen reader announces a message as soon as it is set. */
export const formError = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.danger} 12%, transparent)`,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
});
