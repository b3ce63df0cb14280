import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, headerClearance, media, vars } from '#ui/theme/index.ts';

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

/** Recent syncs: a titled block under Sync now; its table never widens the page. */
export const recentSyncs = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md });

/** The recent syncs' table. */
export const syncTable = style({ minWidth: 0 });
// A row grows when its inventories open or its errors take lines: every cell reads from the row's top.
globalStyle(`${syncTable} td, ${syncTable} [role="rowheader"]`, { verticalAlign: 'top' });

/**
 * Below `md` each sync becomes a card (as the profile's orders do): when, who, how it went, then its six counts in
 * two lines of three, each under its column's name. The table keeps its grid roles: only its boxes change.
 */
const phone = `screen and (max-width: ${breakpoints.md - 0.02}px)`;
globalStyle(`${syncTable} thead`, {
  '@media': {
    [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  },
});
globalStyle(`${syncTable} table, ${syncTable} tbody`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${syncTable} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space.sm,
      padding: vars.space.md,
    },
  },
});
globalStyle(`${syncTable} tbody tr > *`, {
  '@media': { [phone]: { display: 'block', padding: 0, textAlign: 'start' } },
});
globalStyle(`${syncTable} tbody tr > :nth-child(-n + 3)`, { '@media': { [phone]: { gridColumn: '1 / -1' } } });

/** A cell's value; on a phone's card its column's name (`data-label`) goes above it. */
export const labelledValue = style({
  '::before': {
    content: 'attr(data-label)',
    display: 'none',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
  },
  '@media': { [phone]: { selectors: { '&::before': { display: 'block' } } } },
});
globalStyle(`${syncTable} [role="rowheader"]`, { '@media': { [phone]: { fontWeight: vars.fontWeight.bold } } });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A count's heading may take two lines ("Needing attention"), so the six counts stay narrow. */
export const countHeader = style({
  display: 'inline-block',
  whiteSpace: 'normal',
  maxWidth: '6rem',
});

/** The status cell: the badge, the progress, then what went wrong, one under the other. */
export const syncStatus = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start', minWidth: '13rem' });
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

/** Each inventory's counts, under the status: the status's whole width once open. */
export const syncParts = style({ justifySelf: 'stretch', marginBlockStart: vars.space.xxs });
export const partList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const part = style({ display: 'grid', gap: vars.space.xxs });
export const partHeading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
