import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '#ui/theme/index.ts';

/** Below the `md` breakpoint: the one place the lists change shape. */
const phone = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

/**
 * The orders and purchases tables. On a phone each row becomes a card whose cells carry their column's name
 * (`data-label`), so nothing needs sideways scrolling at 390 px; from `md` up they are the design system's table.
 * The table keeps its grid roles either way: only its boxes change.
 */
export const listTable = style({});

globalStyle(`${listTable} thead`, {
  '@media': {
    [phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  },
});

globalStyle(`${listTable} tbody`, { '@media': { [phone]: { display: 'block' } } });

globalStyle(`${listTable} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gap: vars.space.sm,
      padding: vars.space.md,
      marginBlockEnd: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

globalStyle(`${listTable} tbody td`, { '@media': { [phone]: { display: 'block', padding: 0 } } });

/**
 * On a card, a cell says which column it is, its value at the end of the line. The name keeps to one line
 * ('Statut de la commande' in French); a value too long to sit beside it ('En attente de confirmation Steam
 * Guard') goes to the next line, still at its end.
 */
globalStyle(`${listTable} tbody td[data-label]`, {
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      columnGap: vars.space.md,
      rowGap: vars.space.xxs,
      textAlign: 'end',
    },
  },
});

globalStyle(`${listTable} tbody td[data-label] > *`, { '@media': { [phone]: { marginInlineStart: 'auto' } } });

globalStyle(`${listTable} tbody td[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label)',
      flex: 'none',
      whiteSpace: 'nowrap',
      textAlign: 'start',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
    },
  },
});

export const orderLink = style({ fontWeight: vars.fontWeight.bold });

export const skinNames = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  textAlign: 'end',
  '@media': { [media.md]: { textAlign: 'start' } },
});

export const moreSkins = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const itemImage = style({
  display: 'block',
  width: '64px',
  height: '48px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const itemName = style({ fontWeight: vars.fontWeight.medium });

/** An item without a float (Dota 2, Rust) has no wear to show. */
export const noWear = style({ color: vars.color.textMuted });

export const skeletonRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const loadError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
