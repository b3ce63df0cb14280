import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../ui/theme/index.ts';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
  background: `radial-gradient(ellipse at top right, rgba(245, 165, 36, 0.18), transparent 60%), ${vars.color.surfaceSunken}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingBlock: '96px' } },
});

export const heroInner = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const heroTitle = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '18ch',
});

export const heroLead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '56ch' });

export const about = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', paddingInline: vars.space.xl } },
});

export const aboutText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const aboutHeading = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const point = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
