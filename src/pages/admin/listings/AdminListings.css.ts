import { globalStyle, style } from '@vanilla-extract/css';
import { headerClearance, media, vars } from '#ui/theme/index.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  // Labels on one line: a field's description below it must not push its neighbours down.
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const wide = style({ gridColumn: '1 / -1' });

export const stateChoices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
});

export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, gridColumn: '1 / -1' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const small = style({ fontSize: vars.fontSize.xs });

/** The listing cell: its picture beside its name and what identifies the asset. */
export const listing = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(10rem, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const picture = style({ display: 'block', borderRadius: vars.radius.sm, background: vars.color.surfaceSunken });
export const listingName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** The state cell: the badge, then why, one line each. */
export const stateCell = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start', maxWidth: '18rem' });

export const price = style({ whiteSpace: 'nowrap' });

/** The selection's actions, kept in view above the list while rows are picked. */
export const selectionBar = style({
  position: 'sticky',
  // Below the sticky site header, which would hide it (WCAG 2.4.11).
  top: headerClearance,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': { [media.md]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});
export const selectionCount = style({ fontWeight: vars.fontWeight.medium, marginInlineEnd: 'auto' });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Recent syncs: a titled block under Sync now. */
export const recentSyncs = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
// A row grows when its inventories open or its errors take lines: every cell reads from the row's top.
globalStyle(`${recentSyncs} td, ${recentSyncs} th[role="rowheader"]`, { verticalAlign: 'top' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A count's heading may take two lines ("Needing attention"), so the six counts stay narrow. */
export const countHeader = style({
  display: 'inline-block',
  whiteSpace: 'normal',
  minWidth: '4.5rem',
  maxWidth: '6.5rem',
});

/** The status cell: the badge, the progress, then what went wrong, one under the other. */
export const syncStatus = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start', minWidth: '14rem' });
export const syncProgress = style({ width: '100%' });
export const syncError = style({ margin: 0, color: vars.color.dangerText, overflowWrap: 'anywhere' });
export const failedParts = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  overflowWrap: 'anywhere',
});
export const partName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

/** The Inventories cell's disclosure: wide enough, once open, for a part's counts on a line or two. */
export const syncParts = style({ minWidth: '9rem', selectors: { '&[data-expanded]': { minWidth: '18rem' } } });
export const partList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const part = style({ display: 'grid', gap: vars.space.xxs });
export const partHeading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
