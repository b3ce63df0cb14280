import { style } from '@vanilla-extract/css';
import { media, uiLayer, vars } from '../theme/index.ts';

/** Avatar and name side by side; the name gives way on narrow screens, where the avatar alone fits. */
export const trigger = style({
  '@layer': { [uiLayer]: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, maxWidth: '14rem' } },
});

export const triggerName = style({
  '@layer': {
    [uiLayer]: {
      display: 'none',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '@media': { [media.md]: { display: 'inline' } },
    },
  },
});

/** Who is signed in, above the actions: the name first, the email under it, both cut rather than wrapped. */
export const identity = style({
  '@layer': {
    [uiLayer]: {
      display: 'grid',
      gap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
      maxWidth: '18rem',
      overflowWrap: 'anywhere',
    },
  },
});

export const identityName = style({
  '@layer': { [uiLayer]: { fontWeight: vars.fontWeight.bold, color: vars.color.text } },
});

export const identityEmail = style({
  '@layer': { [uiLayer]: { fontSize: vars.fontSize.sm, color: vars.color.textMuted } },
});
