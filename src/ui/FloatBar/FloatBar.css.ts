import { createVar } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';
import { uiStyle } from '../theme/layered.ts';

export const segmentColorVar = createVar();
export const segmentWidthVar = createVar();
export const markerPositionVar = createVar();

export const meter = uiStyle({ display: 'grid', gap: vars.space.xs, minWidth: '160px' });

/** In a card: as wide as the card allows, with room above for the marker. */
export const compactMeter = uiStyle({ display: 'grid', paddingBlock: '4px', minWidth: 0 });

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

export const track = uiStyle({
  position: 'relative',
  display: 'flex',
  height: '6px',
  borderRadius: vars.radius.pill,
});

export const segment = uiStyle({
  width: segmentWidthVar,
  background: segmentColorVar,
  selectors: {
    '&:first-child': { borderRadius: `${vars.radius.pill} 0 0 ${vars.radius.pill}` },
    '&:last-child': { borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0` },
  },
});

export const marker = uiStyle({
  position: 'absolute',
  top: '-4px',
  left: markerPositionVar,
  width: '3px',
  height: '14px',
  transform: 'translateX(-50%)',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  boxShadow: `0 0 0 1px ${vars.color.background}`,
});
