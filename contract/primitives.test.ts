import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacter } from './primitives.ts';

describe('the field holding a control character', () => {
  it('is named by its dotted path, keys included', () => {
    expect(fieldWithControlCharacter({ name: 'Alex', address: { street: 'Rue\u0000 1' } })).toBe('address.street');
    expect(fieldWithControlCharacter({ items: [{ ok: 'x' }, { note: '\u001b[31m' }] })).toBe('items.1.note');
    expect(fieldWithControlCharacter({ 'a\u0001': 'x' })).toBe('a\u0001');
    expect(fieldWithControlCharacter('a\u0000b')).toBe('');
  });

  it('is the first in the order a reader meets them, depth first', () => {
    expect(fieldWithControlCharacter({ a: { b: '\u0000', c: '\u0000' }, d: '\u0000' })).toBe('a.b');
    expect(fieldWithControlCharacter({ a: 'ok', b: ['\u0000'], c: '\u0000' })).toBe('b.0');
  });

  it('is none where there is none: tabs and line breaks are text', () => {
    expect(fieldWithControlCharacter({ message: 'Line one\r\nLine\ttwo', count: 3, off: null })).toBeUndefined();
  });

  it('is found at the bottom of 20,000 levels without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    expect(fieldWithControlCharacter(deep)).toBe(Array(20_000).fill('0').join('.'));
  });
});
