import { style } from '@vanilla-extract/css';
import { headerClearance, media, vars } from '#ui/theme/index.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

/**
 * Beside the results, the filters stay in view below the header while the results scroll, and scroll on their
 * own when taller than the window: every filter is in reach, and the results it changes stay in sight. On
 * phones the filters live in a side sheet instead (spec §2).
 */
export const sidePanel = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'block',
      position: 'sticky',
      top: headerClearance,
      maxHeight: `calc(100dvh - ${headerClearance} - ${vars.space.md})`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      scrollbarWidth: 'thin',
      // Focus rings of the groups are drawn outside them: room for them inside the scrolling box.
      padding: vars.space.xxs,
    },
  },
});

export const filterButton = style({
  alignSelf: 'end',
  '@media': { [media.md]: { display: 'none' } },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  scrollMarginTop: vars.space.xxl,
});

export const search = style({ flex: '1 1 220px', minWidth: 0 });

/** On a phone the sort takes the row's room beside Filters, so a long label ('Ordre du catalogue') fits. */
export const sort = style({ flex: '1 1 200px', '@media': { [media.md]: { flex: '0 1 220px' } } });

export const count = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted });
