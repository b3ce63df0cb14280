import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const page = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const narrowPage = style({ maxWidth: '880px' });

export const widePage = style({ maxWidth: '2200px' });

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: 'clamp(1.875rem, 3vw, 2.5rem)' } },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '70ch' });

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const emptyStateTitle = style({ fontSize: vars.fontSize.lg });

export const emptyStateText = style({ color: vars.color.textMuted, maxWidth: '60ch' });
