import { type StyleRule, style } from '@vanilla-extract/css';
import { uiLayer } from './layers.css.ts';

/*
 * Helpers for `.css.ts` files (vanilla-extract lets a style file export only styles, so they live here): the
 * design system writes every rule in its own CSS layer, and application styles win over it.
 */

/** A style rule placed in the design system's layer (for recipes, their variants and shared rule builders). */
export function inUiLayer(rule: StyleRule): StyleRule {
  return { '@layer': { [uiLayer]: rule } };
}

/** A class whose rules sit in the design system's layer. */
export function uiStyle(rule: StyleRule, debugId?: string): string {
  return style(inUiLayer(rule), debugId);
}
