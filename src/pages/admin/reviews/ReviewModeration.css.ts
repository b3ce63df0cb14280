import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/index.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

/** A review whose decision is on its way is dimmed until the server answers. */
export const fadedWhileBusy = style({ selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const author = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Customers' text as they wrote it: line breaks kept, long words broken rather than overflowing. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
