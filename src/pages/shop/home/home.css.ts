import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';
import { focusVisible, withHover } from '#ui/theme/states.ts';

const pageWidth = {
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
} as const;

/** On a phone the hero is short, so the last trades' skins show in the first screen, as on the peers' homes. */
export const hero = style({
  paddingBlock: vars.space.xl,
  background: `radial-gradient(ellipse at top right, rgba(245, 165, 36, 0.18), transparent 60%), ${vars.color.surfaceSunken}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingBlock: '96px' } },
});

export const heroInner = style({
  ...pageWidth,
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': {
    ...pageWidth['@media'],
    [media.lg]: { gridTemplateColumns: '3fr 2fr' },
  },
});

export const heroText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

/** The four steps wait for a tablet's room; on a phone the footer's How It Works link leads to them. */
export const heroSteps = style({
  display: 'none',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.overlay,
  boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { display: 'flex' } },
});

export const heroStepsTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const stepNumber = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.bold,
});

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heroTitle = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '18ch',
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '56ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const section = style({
  ...pageWidth,
  paddingBlock: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const sectionHeading = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '60ch', marginTop: vars.space.xs });

export const about = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const aboutText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

/** Spec §2: the last trades show 2 / 4 / 5 / 8 cards at small / medium / large / extra-large widths. */
export const lastTradesPerView = { base: 2, md: 4, lg: 5, xl: 8 } as const;
export const tradeGap = vars.space.sm;
const tradeColumns = (perView: number) => `calc((100% - ${perView - 1} * ${tradeGap}) / ${perView})`;

/** The placeholders line up exactly like the cards they stand for. */
export const tradeSkeletonRow = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: tradeColumns(lastTradesPerView.base),
  gap: tradeGap,
  overflow: 'hidden',
  '@media': {
    [media.md]: { gridAutoColumns: tradeColumns(lastTradesPerView.md) },
    [media.lg]: { gridAutoColumns: tradeColumns(lastTradesPerView.lg) },
    [media.xl]: { gridAutoColumns: tradeColumns(lastTradesPerView.xl) },
  },
});

export const tradeSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tradeLink = style(
  withHover(
    {
      display: 'block',
      height: '100%',
      color: 'inherit',
      textDecoration: 'none',
      borderRadius: vars.radius.md,
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { [focusVisible]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
    { transform: 'translateY(-2px)' },
  ),
);

export const reviews = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(240px, 1fr) 3fr' } },
});

export const promo = style({
  ...pageWidth,
  paddingBlock: vars.space.xxl,
  marginBottom: vars.space.xxl,
});

export const promoCard = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  background: `linear-gradient(120deg, rgba(245, 165, 36, 0.22), transparent 55%), radial-gradient(ellipse at bottom right, rgba(136, 71, 255, 0.28), transparent 60%), ${vars.color.surfaceRaised}`,
  '@media': { [media.md]: { padding: vars.space.xxxl } },
});

export const promoTitle = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  maxWidth: '20ch',
});

export const promoPerks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const promoPerk = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
