import { style } from '@vanilla-extract/css';
import { contentColumn } from '#pages/common/Page.css.ts';
import { media, vars } from '#ui/theme/index.ts';
import { withHover } from '#ui/theme/states.ts';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: contentColumn,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: '2fr repeat(4, minmax(0, 1fr))' },
  },
});

export const brand = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  '@media': { [media.lg]: { gridColumn: 'auto' } },
});

export const logoLink = style({ paddingInline: 0, boxShadow: 'none' });

export const description = style({ maxWidth: '40ch', lineHeight: vars.lineHeight.normal });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const columnTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** Footer links sit flush with their column title rather than padded like header navigation. */
export const link = style({ paddingInline: 0, minHeight: '32px', boxShadow: 'none' });

/** The contact-support button reads as one more link of the Help column. */
export const linkButton = style(
  withHover(
    { paddingInline: 0, border: 0, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted },
    { background: 'transparent', color: vars.color.text },
  ),
);

export const currency = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const currencyLabel = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const socialLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.sm });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text, borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const gateways = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const gateway = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const gatewayLogo = style({ width: '64px', height: '32px', objectFit: 'contain' });

export const company = style({
  fontStyle: 'normal',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const companyName = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const contactLink = style({
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const notice = style({ fontSize: vars.fontSize.xs, maxWidth: '90ch' });
