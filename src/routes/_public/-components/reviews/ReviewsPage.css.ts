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
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const pageStatus = style({ color: vars.color.textMuted });
