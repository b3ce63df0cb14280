import { describe, expect, it } from 'vitest';
import { formatFloat, formatPrice, toNumber } from './money.ts';

describe('formatPrice', () => {
  it('groups and rounds to 2 decimals in English', () => {
    expect(formatPrice(1234.5, 'EUR', 'en')).toBe('1,234.50\u00a0EUR');
    expect(formatPrice(0.005, 'USD', 'en')).toBe('0.01\u00a0USD');
    expect(formatPrice(12, 'AUD', 'en')).toBe('12.00\u00a0AUD');
  });

  it('groups with a narrow no-break space and a decimal comma in French', () => {
    expect(formatPrice(1234.5, 'EUR', 'fr')).toBe('1\u202f234,50\u00a0EUR');
  });

  it('accepts numeric strings', () => {
    expect(formatPrice('1234.5', 'EUR', 'en')).toBe('1,234.50\u00a0EUR');
  });

  it('gives nothing for a value that is not a number', () => {
    expect(formatPrice('abc', 'EUR', 'en')).toBeUndefined();
    expect(formatPrice('', 'EUR', 'en')).toBeUndefined();
    expect(formatPrice(Number.NaN, 'EUR', 'en')).toBeUndefined();
  });
});

describe('formatFloat', () => {
  it('writes 6 decimals with a dot in every locale', () => {
    expect(formatFloat(0.251234)).toBe('0.251234');
    expect(formatFloat('0.07')).toBe('0.070000');
    expect(formatFloat(0.12345678)).toBe('0.123457');
    expect(formatFloat(1)).toBe('1.000000');
  });

  it('gives nothing for a value that is not a number', () => {
    expect(formatFloat('0,25')).toBeUndefined();
    expect(formatFloat('')).toBeUndefined();
  });
});

describe('toNumber', () => {
  it('reads numbers and numeric strings, rejects the rest', () => {
    expect(toNumber(3)).toBe(3);
    expect(toNumber(' 0.5 ')).toBe(0.5);
    expect(toNumber(null)).toBeUndefined();
    expect(toNumber(undefined)).toBeUndefined();
    expect(toNumber('  ')).toBeUndefined();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
