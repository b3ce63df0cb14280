import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

/** The trail sits where the header's own trail sits on other pages. */
export const breadcrumbs = style({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: `${vars.space.xs} ${vars.space.lg} 0`,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg });

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ color: vars.color.textMuted });

/** The button keeps its own width in the panel's grid. */
export const payNow = style({ justifySelf: 'start' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const timelineStep = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"], &[data-state="current"]': { color: vars.color.text },
    '&[data-state="failed"]': { color: vars.color.dangerText },
  },
});

export const stepMarker = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${timelineStep}[data-state="done"] &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.textInverse,
    },
    [`${timelineStep}[data-state="current"] &`]: { borderColor: vars.color.accent, color: vars.color.accent },
    [`${timelineStep}[data-state="failed"] &`]: {
      background: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.textInverse,
    },
  },
});

export const stepText = style({ display: 'grid', gap: vars.space.xxs, paddingBlockStart: vars.space.xs });

export const stepLabel = style({
  selectors: {
    [`${timelineStep}[data-state="current"] &`]: { fontWeight: vars.fontWeight.bold },
    [`${timelineStep}[data-state="skipped"] &`]: { textDecoration: 'line-through' },
  },
});

export const stepNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const codeField = style({ flex: 1, minWidth: 0 });

/** The one sentence the buyer must not miss: what to check before accepting. */
export const advice = style({
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

/** A tampered offer: the warning the buyer must read before accepting anything, and their way to a new offer. */
export const warning = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const warningTitle = style({ fontWeight: 700 });

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const itemImage = style({
  width: '64px',
  height: '48px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const itemDetails = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start', minWidth: 0 });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const documents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const document = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
