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
    /** CSS `display`; `flex` with `flexDirection` and `gap` makes a row or a stack. */
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    /** CSS `flex-direction`: `row` side by side, `column` one above the other. */
    flexDirection: ['row', 'column'],
    /** CSS `flex-wrap`: `wrap` lets a row continue on the next line. */
    flexWrap: ['wrap', 'nowrap'],
    /** CSS `align-items`: how children line up across the direction of the row or stack. */
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    /** CSS `justify-content`: how children share the space along it. */
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    /** `0` lets a grid or flex child shrink below its content's width (a long link wraps instead of widening it). */
    minWidth: ['0'],
    /** The space between children, a step of the spacing scale (`vars.space`). */
    gap: vars.space,
    /** Padding above the content, a step of the spacing scale. */
    paddingTop: vars.space,
    /** Padding below the content, a step of the spacing scale. */
    paddingBottom: vars.space,
    /** Padding on the left, a step of the spacing scale. */
    paddingLeft: vars.space,
    /** Padding on the right, a step of the spacing scale. */
    paddingRight: vars.space,
  },
  shorthands: {
    /** Padding on all four sides, a step of the spacing scale. */
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    /** Padding left and right. */
    paddingX: ['paddingLeft', 'paddingRight'],
    /** Padding above and below. */
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surfaces = defineProperties({
  '@layer': uiLayer,
  properties: {
    /** A theme surface: `page` (the background), `surface` (panels, cards) or `raised` (above a surface). */
    background: { surface: vars.color.surface, raised: vars.color.surfaceRaised, page: vars.color.background },
    /** A corner radius of the theme (`vars.radius`). */
    borderRadius: vars.radius,
    /** `standard` draws the theme's hairline border. */
    border: { none: 'none', standard: `1px solid ${vars.color.border}` },
  },
});

export const sprinkles = createSprinkles(layout, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
