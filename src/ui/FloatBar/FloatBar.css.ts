import { createVar, style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const segmentColorVar = createVar();
export const segmentWidthVar = createVar();
export const markerPositionVar = createVar();

export const meter = style({
  '@layer': { [uiLayer]: { display: 'grid', gap: vars.space.xs, minWidth: '160px' } },
});

/** In a card: as wide as the card allows, with room above for the marker. */
export const compactMeter = style({
  '@layer': { [uiLayer]: { display: 'grid', paddingBlock: '4px', minWidth: 0 } },
});

export const header = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: vars.space.sm,
      fontSize: vars.fontSize.xs,
      color: vars.color.textMuted,
    },
  },
});

export const value = style({
  '@layer': { [uiLayer]: { fontFamily: vars.font.mono, color: vars.color.text, fontVariantNumeric: 'tabular-nums' } },
});

export const track = style({
  '@layer': {
    [uiLayer]: {
      position: 'relative',
      display: 'flex',
      height: '6px',
      borderRadius: vars.radius.pill,
    },
  },
});

export const segment = style({
  '@layer': {
    [uiLayer]: {
      width: segmentWidthVar,
      background: segmentColorVar,
      selectors: {
        '&:first-child': { borderRadius: `${vars.radius.pill} 0 0 ${vars.radius.pill}` },
        '&:last-child': { borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0` },
      },
    },
  },
});

export const marker = style({
  '@layer': {
    [uiLayer]: {
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
  },
});
