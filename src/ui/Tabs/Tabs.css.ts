import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const tabs = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = uiStyle({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = uiStyle({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  boxShadow: 'inset 0 -2px 0 transparent',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceRaised },
    '&[data-selected]': { color: vars.color.text, boxShadow: `inset 0 -2px 0 ${vars.color.accent}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '[data-orientation="vertical"] &': { borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}` },
    '[data-orientation="vertical"] &[data-selected]': { boxShadow: `inset -2px 0 0 ${vars.color.accent}` },
  },
});

export const tabPanel = uiStyle({
  flex: 1,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
