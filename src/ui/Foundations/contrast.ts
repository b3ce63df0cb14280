/*
 * WCAG 2.2 contrast, computed from the colours the theme actually applies (the Foundations pages read them from the
 * document, so what they say cannot drift from src/ui/theme/).
 */

/** A colour in sRGB, channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** What a colour pair must reach under WCAG 2.2 AA. */
export type ContrastRequirement = 'text' | 'large text' | 'graphic';

/** AA minimums: 1.4.3 for text (large text: 24px, or 18.66px bold), 1.4.11 for controls' boundaries and icons. */
export const minimumRatio: Record<ContrastRequirement, number> = { text: 4.5, 'large text': 3, graphic: 3 };

const hexColour = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const rgbFunction = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;

/** Reads `#rgb`, `#rrggbb` (with or without alpha) and `rgb()`/`rgba()`, the forms a browser computes colours to. */
export function parseColour(value: string): Rgba | null {
  const text = value.trim();
  const hex = hexColour.exec(text)?.[1];
  if (hex !== undefined) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => Number.parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const rgb = rgbFunction.exec(text);
  if (rgb === null) return null;
  const [, r = '0', g = '0', b = '0', alpha = '1'] = rgb;
  const a = alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number.parseFloat(alpha);
  return { r: Number(r), g: Number(g), b: Number(b), a };
}

/** A translucent colour as it looks over an opaque one. */
export function over(foreground: Rgba, background: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * foreground.a + bottom * (1 - foreground.a);
  return {
    r: mix(foreground.r, background.r),
    g: mix(foreground.g, background.g),
    b: mix(foreground.b, background.b),
    a: 1,
  };
}

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** The contrast ratio of a colour drawn on a background, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const drawn = foreground.a < 1 ? over(foreground, background) : foreground;
  const [lighter, darker] = [relativeLuminance(drawn), relativeLuminance(background)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Whether a ratio reaches AA. WCAG compares the exact ratio: 4.499 fails 4.5. */
export function meetsAA(ratio: number, requirement: ContrastRequirement): boolean {
  return ratio >= minimumRatio[requirement];
}

/** A ratio as `4.49:1`, cut (not rounded) to two decimals, so a failing 4.499 never reads as 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
