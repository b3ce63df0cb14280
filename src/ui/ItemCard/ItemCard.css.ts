import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

/** The item's rarity colour, which comes from the API at run time. */
export const rarityColorVar = createVar();

export const card = uiStyle({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // The stickers' tooltip wraps within the card, which clips it.
  containerType: 'inline-size',
  // A card below the fold is neither laid out nor painted until it nears the viewport: a store page of
  // results paints as fast as its first rows.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 320px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `3px solid ${rarityColorVar}`,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, borderTopColor: rarityColorVar },
    '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-in-cart]': { borderColor: vars.color.accent, borderTopColor: rarityColorVar },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
  },
});

/** The picture with the marks a buyer scans laid over its corners. */
export const media = uiStyle({
  position: 'relative',
  background: `radial-gradient(circle at 50% 60%, color-mix(in srgb, ${rarityColorVar} 22%, transparent), transparent 70%)`,
});

export const image = uiStyle({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' });

const markRow = {
  position: 'absolute',
  insetInline: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
} as const;

export const topMarks = uiStyle({ ...markRow, top: vars.space.xs });

export const bottomMarks = uiStyle({ ...markRow, bottom: vars.space.xs, justifyContent: 'space-between' });

const mark = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3px',
  padding: '1px 6px',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  // Over any picture the marks stay readable: a dark plate under light text.
  background: 'rgba(8, 12, 20, 0.82)',
  color: vars.color.text,
} as const;

export const stattrakMark = uiStyle({ ...mark, color: '#ffa552' });
export const souvenirMark = uiStyle({ ...mark, color: '#ffd84d' });
export const holdMark = uiStyle({ ...mark, marginInlineStart: 'auto' });
export const holdIcon = uiStyle({ width: '11px', height: '11px' });
export const phaseMark = uiStyle({ ...mark, color: '#8fd3ff' });

/** The stickers sit above the card's link so hovering or focusing them names them. */
export const stickersAnchor = uiStyle({ zIndex: 1, marginInlineStart: 'auto' });

export const stickers = uiStyle({
  display: 'flex',
  gap: '1px',
  padding: '1px 2px',
  borderRadius: vars.radius.sm,
  background: 'rgba(8, 12, 20, 0.6)',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const sticker = uiStyle({ width: '24px', height: '18px', objectFit: 'contain' });

export const stickerNames = uiStyle({ margin: 0, paddingInlineStart: vars.space.md, fontSize: vars.fontSize.xs });

export const body = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xs,
  padding: vars.space.sm,
});

export const price = uiStyle({ lineHeight: vars.lineHeight.tight });

export const name = uiStyle({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  // Two lines at most, so cards of a row line up; the whole name is the article's label and the link's text.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.4em',
});

/** The name's link covers the whole card, so the card is one link area; the controls sit above it. */
export const link = uiStyle({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
});

export const wearLine = uiStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const floatValue = uiStyle({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const details = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: 0,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The rarity's name after a dot of its colour (coloured text would not keep its contrast for every rarity). */
export const rarityLabel = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  '::before': {
    content: '""',
    width: '8px',
    height: '8px',
    borderRadius: vars.radius.pill,
    background: rarityColorVar,
  },
});

export const cartButton = uiStyle({ position: 'relative', zIndex: 1, width: '100%', marginTop: 'auto' });
