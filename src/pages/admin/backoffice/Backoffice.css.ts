import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** On a phone each fact stacks (label above value); from `sm` on, labels share one column beside the values. */
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}` },
  },
});
export const factRow = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [media.sm]: { display: 'contents' } },
});
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** Customer text: shown as typed (line breaks kept), never as markup. */
export const customerText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const thread = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const threadEntry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const failed = style({ color: vars.color.dangerText, margin: 0 });

export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

/** A group of fields under its own small title (a game's markups): no frame of its own inside a panel. */
export const fieldGroup = style({ display: 'grid', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const fieldGroupTitle = style({ padding: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

/** Fields of one width in a grid that keeps that width even for a lone field (a game with one markup). */
export const evenFormRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' } },
});
