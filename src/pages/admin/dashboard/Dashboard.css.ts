import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

/** The figures: as many cards a row as fit, two on a phone. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12.5rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The charts: two a row on a laptop, one on a phone. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 30rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const loadingCard = style([card]);

export const cardTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  // A figure too long for its card wraps before its currency (breakableBeforeCurrency); a number longer than the card
  // itself, only then, inside.
  overflowWrap: 'break-word',
  lineHeight: vars.lineHeight.tight,
});

export const trend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const better = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const worse = style({ color: vars.color.dangerText, fontWeight: vars.fontWeight.bold });
export const same = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const breakdown = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const periodChoices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const health = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const healthList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const healthRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
});

/** The background jobs' card: its table takes two columns of the health grid where there are two. */
export const wideCard = style([card, { '@media': { 'screen and (min-width: 40rem)': { gridColumn: 'span 2' } } }]);

export const queueTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const queueCell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  // A queue's name ("dashboard.sumUp") breaks at its dot, never inside a word.
  selectors: { '&:first-child': { textAlign: 'start', paddingInlineStart: 0, overflowWrap: 'normal' } },
});

export const queueHead = style([
  queueCell,
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium },
]);
