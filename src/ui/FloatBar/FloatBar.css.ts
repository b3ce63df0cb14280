import { createVar } from '@vanilla-extract/css';
import { wears } from '#contract/wear.ts';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';
import { wearColors } from '../WearBadge/wearColors.ts';

export const markerPositionVar = createVar();

export const meter = uiStyle({ display: 'grid', gap: vars.space.xs, minWidth: '160px' });

export const header = uiStyle({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const value = uiStyle({
  fontFamily: vars.font.mono,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** The five wear ranges as hard stops of one gradient, each as wide as its range. */
const wearSegments = wears
  .map(({ abbreviation, min, max }) => `${wearColors[abbreviation]} ${min * 100}% ${max * 100}%`)
  .join(', ');

/**
 * One element draws the whole bar, the marker being its `::after`: a store page shows dozens of them, and a
 * bar of six elements each costs that many nodes to create, style and lay out on every change of filters.
 */
export const track = uiStyle({
  position: 'relative',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(to right, ${wearSegments})`,
  '::after': {
    content: '""',
    position: 'absolute',
    top: '-4px',
    left: markerPositionVar,
    width: '3px',
    height: '14px',
    transform: 'translateX(-50%)',
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    boxShadow: `0 0 0 1px ${vars.color.background}`,
  },
});

/** In a card: only the bar, as wide as the card allows, with room above and below for the marker. */
export const compactTrack = uiStyle({ marginBlock: '4px', minWidth: 0 });
