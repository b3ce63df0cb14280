import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const sectionHeading = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const paragraph = style({ color: vars.color.textMuted, lineHeight: 1.7 });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  counterReset: 'step',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.xl]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg });

export const faqAnswer = style({ color: vars.color.textMuted, lineHeight: 1.7 });
