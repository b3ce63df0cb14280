import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';
import { uiLayer } from './layers.css.ts';

/**
 * Layout atoms (Braid's Box is the model): one class per property and value, shared by every component, so a
 * row or a stack is written as `sprinkles({ display: 'flex', gap: 'sm' })` instead of another hand-written rule.
 * Responsive values take the theme's breakpoints: `{ mobile: 'column', md: 'row' }`.
 */
const layout = defineProperties({
  '@layer': uiLayer,
  conditions: {
    mobile: {},
    sm: { '@media': media.sm },
    md: { '@media': media.md },
    lg: { '@media': media.lg },
    xl: { '@media': media.xl },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    /** `0` lets a grid or flex child shrink below its content's width (a long link wraps instead of widening it). */
    minWidth: ['0'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surfaces = defineProperties({
  '@layer': uiLayer,
  properties: {
    background: { surface: vars.color.surface, raised: vars.color.surfaceRaised, page: vars.color.background },
    borderRadius: vars.radius,
    border: { none: 'none', standard: `1px solid ${vars.color.border}` },
  },
});

export const sprinkles = createSprinkles(layout, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
