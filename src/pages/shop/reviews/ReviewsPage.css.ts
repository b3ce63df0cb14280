import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const layout = style({
  display: 'grid',
  // One column on a phone, never wider than the screen whatever a child's own width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(260px, 1fr) 2.4fr' } },
});

export const list = style({
  // Clear of the sticky header when a page turn scrolls the list into view.
  scrollMarginTop: '96px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

/** On a phone the two buttons share a row and the page number sits under them; wider, all three in a row. */
export const pager = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"newer older" "status status"',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    [media.md]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"newer status older"' },
  },
});

/** The French labels are long: on a phone they wrap inside their half of the row rather than widen the page. */
const pageButton = { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'center' } as const;

export const newer = style({ ...pageButton, gridArea: 'newer', justifySelf: 'start' });

export const older = style({ ...pageButton, gridArea: 'older', justifySelf: 'end' });

export const pageStatus = style({ gridArea: 'status', justifySelf: 'center', color: vars.color.textMuted });
