import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

export const page = style({
  minHeight: '60dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const explanation = style({ color: vars.color.textMuted, maxWidth: '36ch' });
