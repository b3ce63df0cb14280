import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

const bounce = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-18px)' },
});

export const screen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const bouncingLogo = style({
  animation: `${bounce} 0.9s ${vars.motion.easing} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
