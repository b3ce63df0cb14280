import { style } from '@vanilla-extract/css';
import { contentColumn } from '#pages/common/Page.css.ts';
import { media, vars } from '#ui/theme/index.ts';
import { withHover } from '#ui/theme/states.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  // Opaque: a blurred see-through bar is redrawn whenever the content under it changes (a store's results,
  // every scrolled frame), which costs phones and GPU-less machines far more than it shows at 92% opacity.
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: contentColumn,
  height: '64px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.xl, gap: vars.space.lg } },
});

/** The logo is a way home, not a navigation tab: no 'current page' underline on the home page. */
export const logoLink = style({ paddingInline: 0, flexShrink: 0, boxShadow: 'none' });

export const barNav = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

export const sheetNav = style({ display: 'block' });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    [`${sheetNav} &`]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xxs },
  },
});

export const navItem = style({
  minHeight: '40px',
  selectors: { [`${sheetNav} &`]: { width: '100%', minHeight: '48px', fontSize: vars.fontSize.lg } },
});

/** Support opens a form rather than a page, yet reads as one more navigation item. */
export const navButton = style([
  navItem,
  withHover(
    {
      color: vars.color.textMuted,
      fontSize: vars.fontSize.md,
      border: 0,
      fontWeight: vars.fontWeight.medium,
      paddingInline: vars.space.sm,
      selectors: { [`${sheetNav} &`]: { justifyContent: 'flex-start' } },
    },
    { background: 'transparent', color: vars.color.text },
  ),
]);

export const actions = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** Spec §2: the search dialog is not offered on small screens. */
export const searchTrigger = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline-flex' } },
});

export const searchForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const loginLink = style({ flexShrink: 0 });

export const wideOnly = style({ display: 'none', '@media': { [media.md]: { display: 'inline' } } });

export const narrowOnly = style({ '@media': { [media.md]: { display: 'none' } } });

/** The side sheet's trigger replaces the navigation bar below the large breakpoint. */
export const menuTrigger = style({
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
  '@media': { [media.lg]: { display: 'none' } },
});

export const sheetBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const breadcrumbs = style({
  maxWidth: contentColumn,
  marginInline: 'auto',
  padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.sm}`,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});
