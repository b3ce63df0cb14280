import { layer, type StyleRule, style } from '@vanilla-extract/css';

/** Every style of the design system sits in this layer, so application styles always win over it. */
export const uiLayer = layer('ui');

/** A style rule placed in the design system's layer (for recipes, their variants and shared rule builders). */
export function inUiLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [uiLayer]: rule } };
}

/** A class whose rules sit in the design system's layer. */
export function uiStyle(rule: StyleRule, debugId?: string): string {
  return style(inUiLayer(rule), debugId);
}
