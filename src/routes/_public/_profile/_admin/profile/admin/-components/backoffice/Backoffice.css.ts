import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** One column as wide as the page: a wide table scrolls inside its frame instead of widening the page. */
export const listLayout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
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

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const form = style({ display: 'grid', gap: vars.space.md });
export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});
export const actionButtons = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });
