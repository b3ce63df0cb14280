import { keyframes } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const breathe = keyframes({ '50%': { opacity: 0.4 } });

export const progressBar = uiStyle({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  width: '100%',
});

export const label = uiStyle({ fontSize: vars.fontSize.sm });

export const valueText = uiStyle({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = uiStyle({
  gridColumn: '1 / -1',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const fill = uiStyle({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.accent,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '[data-indeterminate] &': { width: '40%', animation: `${sweep} 1.2s ${vars.motion.easing} infinite` },
  },
  '@media': {
    // Without motion an indeterminate bar stays still but pulses gently, so it still reads as "working".
    [media.reducedMotion]: {
      transition: 'none',
      selectors: { '[data-indeterminate] &': { width: '100%', animation: `${breathe} 2s ease-in-out infinite` } },
    },
  },
});

export const spinner = uiStyle({
  display: 'inline-block',
  width: '1.5em',
  height: '1.5em',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: `${spin} 2.4s linear infinite` } },
});
