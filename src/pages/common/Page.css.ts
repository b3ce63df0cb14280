import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

/** How wide the content may grow; the public layout widens it on the pages that ask for it (`wideColumn`). */
const columnWidthVar = createVar();

/**
 * The content's column, shared by the header, the page and the footer so their left edges line up: 1200 px, or up
 * to a very wide screen on the stores, whose grid uses the whole window.
 */
export const contentColumn = fallbackVar(columnWidthVar, '1200px');

export const wideColumn = style({ vars: { [columnWidthVar]: '2200px' } });

export const page = style({
  width: '100%',
  maxWidth: contentColumn,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});

export const narrowPage = style({ maxWidth: '880px' });

export const title = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: 'clamp(1.875rem, 3vw, 2.5rem)' } },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '70ch' });

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const emptyStateTitle = style({ fontSize: vars.fontSize.lg });

export const emptyStateText = style({ color: vars.color.textMuted, maxWidth: '60ch' });
