import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme/index.ts';

export const trigger = style({ position: 'relative', paddingInline: vars.space.sm });

export const cartIcon = style({ width: '22px', height: '22px' });

/** The quantity sits on the icon's corner, so the button keeps its size whatever the count. */
export const countBadge = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '-2px',
  pointerEvents: 'none',
});

/** Spec §2: never taller than half the viewport; the dialog inside scrolls. Phones get nearly the full width. */
export const dropdown = style({
  width: `min(380px, calc(100vw - 2 * ${vars.space.md}))`,
  maxHeight: '50vh',
});

export const dialog = style({ maxHeight: '50vh' });

export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

const pulse = keyframes({ '0%, 100%': { opacity: 0.45 }, '50%': { opacity: 0.8 } });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    // Spec §2: an item being changed is dimmed and pulses (steady dimming for reduced motion).
    '&[data-changing]': { opacity: 0.45, animation: `${pulse} 1.2s ease-in-out infinite` },
  },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-changing]': { animation: 'none' } } } },
});

export const itemImage = style({ width: '48px', height: '36px', objectFit: 'contain' });

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const itemName = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const unavailable = style({ fontSize: vars.fontSize.xs, color: vars.color.warning });

export const itemPrice = style({ justifySelf: 'end', whiteSpace: 'nowrap' });

export const removeButton = style({ padding: vars.space.xs, minHeight: 'auto' });

export const removeIcon = style({ width: '18px', height: '18px' });

export const summary = style({ display: 'grid', gap: vars.space.sm });

export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const total = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const continueLink = style({ justifySelf: 'center' });

export const message = style({ color: vars.color.textMuted });
