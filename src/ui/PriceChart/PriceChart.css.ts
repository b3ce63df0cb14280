import { style } from '@vanilla-extract/css';
import { uiLayer, vars } from '../theme/index.ts';

export const figure = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      margin: 0,
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});

export const summary = style({
  '@layer': { [uiLayer]: { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm } },
});

export const chart = style({
  '@layer': { [uiLayer]: { display: 'block', width: '100%', height: 'auto', overflow: 'visible' } },
});

export const line = style({
  '@layer': {
    [uiLayer]: {
      fill: 'none',
      stroke: vars.color.accent,
      strokeWidth: 2,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
      vectorEffect: 'non-scaling-stroke',
    },
  },
});

export const area = style({
  '@layer': { [uiLayer]: { fill: vars.color.accent, opacity: 0.12 } },
});

export const point = style({
  '@layer': { [uiLayer]: { fill: vars.color.accent } },
});

export const gridLine = style({
  '@layer': { [uiLayer]: { stroke: vars.color.border, strokeDasharray: '4 4', vectorEffect: 'non-scaling-stroke' } },
});

export const axis = style({
  '@layer': {
    [uiLayer]: {
      display: 'flex',
      justifyContent: 'space-between',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
    },
  },
});
