import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../../ui/theme/index.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(260px, 1fr) 2.4fr' } },
});

export const summary = style({ '@media': { [media.lg]: { position: 'sticky', top: vars.space.xl } } });

export const listColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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
  gridTemplateColumns: '1fr 1fr',
  gridTemplateAreas: '"newer older" "status status"',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': {
    [media.md]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"newer status older"' },
  },
});

export const newer = style({ gridArea: 'newer', justifySelf: 'start' });

export const older = style({ gridArea: 'older', justifySelf: 'end' });

export const pageStatus = style({ gridArea: 'status', justifySelf: 'center', color: vars.color.textMuted });
