import { keyframes } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 0.8 } });

export const row = uiStyle({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  gridTemplateAreas: '"image details remove" "image price price"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    [media.sm]: {
      gridTemplateColumns: '80px 1fr auto auto',
      gridTemplateAreas: '"image details price remove"',
    },
    [media.reducedMotion]: { selectors: { '&[data-changing]': { animation: 'none' } } },
  },
  selectors: {
    // Spec §2: a row being changed is dimmed and pulses (steady dimming for reduced motion).
    '&[data-changing]': { opacity: 0.5, animation: `${pulse} 1.2s ease-in-out infinite` },
    '&[data-locked]': { borderColor: vars.color.warning },
  },
});

export const image = uiStyle({
  gridArea: 'image',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
});

export const details = uiStyle({ gridArea: 'details', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = uiStyle({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const price = uiStyle({ gridArea: 'price', justifySelf: 'end' });

export const remove = uiStyle({ gridArea: 'remove', justifySelf: 'end' });

export const trashIcon = uiStyle({ width: '18px', height: '18px' });

export const locked = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.warning,
});

export const lockIcon = uiStyle({ flex: 'none', width: '14px', height: '14px' });
