import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const page = style({
  display: 'grid',
  // Never wider than the window: a wide drawing scrolls inside its figure.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: vars.space.lg,
  maxWidth: '1600px',
  margin: '0 auto',
});

export const lead = style({ color: vars.color.textMuted, maxWidth: '75ch' });

/**
 * The drawing and the same machine as text side by side on a very wide screen; below it elsewhere, so that the
 * drawing has the page's width.
 */
export const drawingAndText = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.xxl]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(24rem, 2fr)' } },
});

export const figure = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const drawing = style({
  minHeight: '6rem',
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
globalStyle(`${drawing} svg`, { height: 'auto', margin: '0 auto' });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const section = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const stateList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const nestedStates = style([stateList, { paddingLeft: vars.space.lg, marginTop: vars.space.sm }]);

export const stateItem = style({
  padding: vars.space.sm,
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
});

export const stateName = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });

export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
});

export const transitions = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

export const code = style({ fontFamily: vars.font.mono, fontSize: '0.9em' });

export const muted = style({ color: vars.color.textMuted });

export const table = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const steps = style({ display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg });

export const pathSummary = style({ cursor: 'pointer', padding: `${vars.space.xxs} 0` });

export const download = style({
  justifySelf: 'start',
  color: vars.color.accentText,
  background: vars.color.accent,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});
