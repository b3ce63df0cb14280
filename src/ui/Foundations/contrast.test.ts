import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, meetsAA, over, parseColour, relativeLuminance } from './contrast.ts';

const black = { r: 0, g: 0, b: 0, a: 1 };
const white = { r: 255, g: 255, b: 255, a: 1 };

describe('parseColour', () => {
  it('reads the hex and rgb forms a browser computes colours to', () => {
    expect(parseColour('#f5a524')).toEqual({ r: 245, g: 165, b: 36, a: 1 });
    expect(parseColour('#FFF')).toEqual(white);
    expect(parseColour('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
    expect(parseColour('rgb(19, 26, 42)')).toEqual({ r: 19, g: 26, b: 42, a: 1 });
    expect(parseColour('rgba(5, 8, 15, 0.72)')).toEqual({ r: 5, g: 8, b: 15, a: 0.72 });
    expect(parseColour('rgb(5 8 15 / 50%)')).toEqual({ r: 5, g: 8, b: 15, a: 0.5 });
  });

  it('says it cannot read what it does not know, rather than guess', () => {
    expect(parseColour('oklch(70% 0.1 200)')).toBeNull();
    expect(parseColour('var(--accent)')).toBeNull();
    expect(parseColour('#12345')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('spans 1 to 21 and does not depend on which colour is on top', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches the ratios WCAG tools give for known pairs', () => {
    // #767676 on white is the classic lightest grey that passes AA for text: 4.54:1.
    expect(contrastRatio(parseColour('#767676') ?? black, white)).toBeCloseTo(4.54, 2);
    expect(relativeLuminance(parseColour('#808080') ?? black)).toBeCloseTo(0.2159, 4);
  });

  it('draws a translucent colour over its background first', () => {
    const halfWhite = { ...white, a: 0.5 };
    expect(over(halfWhite, black)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio(halfWhite, black)).toBeCloseTo(contrastRatio(over(halfWhite, black), black), 10);
  });
});

describe('meetsAA and formatRatio', () => {
  it('holds text to 4.5:1 and large text and graphics to 3:1, on the exact ratio', () => {
    expect(meetsAA(4.5, 'text')).toBe(true);
    expect(meetsAA(4.499, 'text')).toBe(false);
    expect(meetsAA(3, 'large text')).toBe(true);
    expect(meetsAA(2.99, 'graphic')).toBe(false);
  });

  it('never shows a failing ratio as a passing one', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
