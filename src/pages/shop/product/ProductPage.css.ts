import { createVar, style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '#ui/theme/index.ts';

/** The item's rarity colour, from the API at run time. */
export const rarityColorVar = createVar();

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl } },
});

/** On a phone the picture leaves room for the price and Add to cart in the first screen. */
export const picture = style({
  position: 'relative',
  padding: vars.space.sm,
  '@media': { [media.md]: { padding: vars.space.lg } },
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${rarityColorVar}`,
});

/**
 * The width the picture is drawn at by window width, for the browser to fetch no more than that (`Picture`'s `sizes`):
 * the page's margins (16 px each side on a phone, 24 px from md) and the frame's (its padding and border), half the
 * column beside the details from md, up to the 1200 px column. A phone's 362 px slot takes the 768 px picture at 1.75x,
 * not the 1,024 px one.
 */
export const pictureSizes = `(min-width: 1200px) 530px, (min-width: ${breakpoints.md}px) calc(50vw - 70px), calc(100vw - 50px)`;

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  maxHeight: '30dvh',
  '@media': { [media.md]: { maxHeight: 'none' } },
});

/**
 * The rarity's name after a dot of its colour, as on the item cards: text in the rarity's own colour falls below
 * WCAG AA contrast on this surface for the darker rarities (Mil-Spec blue, Consumer grey).
 */
export const rarity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.pill,
    background: rarityColorVar,
  },
});

export const tradable = style({ margin: 0, color: vars.color.success });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const attributes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const attributeName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const attributeValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const subTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const stickerList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sticker = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

/** A sticker's picture is square, its slot 4:3 like every picture's: shown whole, never stretched. */
export const stickerImage = style({ objectFit: 'contain' });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
