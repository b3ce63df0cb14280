import { describe, expect, it } from 'vitest';
import { formatTimeRemaining, timeRemaining } from './timeRemaining.ts';

const now = new Date('2026-11-22T12:00:00Z');
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const inMs = (ms: number) => new Date(now.getTime() + ms);

describe('timeRemaining', () => {
  it('counts whole days while at least one day remains, rounding down', () => {
    expect(timeRemaining(inMs(3 * day + 23 * hour), now)).toEqual({ unit: 'day', count: 3 });
    expect(timeRemaining(inMs(8 * day), now)).toEqual({ unit: 'day', count: 8 });
  });

  it('says one day at exactly one day', () => {
    expect(timeRemaining(inMs(day), now)).toEqual({ unit: 'day', count: 1 });
  });

  it('counts whole hours under a day', () => {
    expect(timeRemaining(inMs(day - 1), now)).toEqual({ unit: 'hour', count: 23 });
    expect(timeRemaining(inMs(5 * hour + 59 * 60 * 1000), now)).toEqual({ unit: 'hour', count: 5 });
  });

  it('still says one hour in the last hour', () => {
    expect(timeRemaining(inMs(60 * 1000), now)).toEqual({ unit: 'hour', count: 1 });
  });

  it('accepts ISO strings and timestamps', () => {
    expect(timeRemaining('2026-11-25T12:00:00Z', now)).toEqual({ unit: 'day', count: 3 });
    expect(timeRemaining(now.getTime() + 2 * hour, now)).toEqual({ unit: 'hour', count: 2 });
  });

  it('gives nothing for an empty, unparsable, past or present date', () => {
    expect(timeRemaining(undefined, now)).toBeUndefined();
    expect(timeRemaining(null, now)).toBeUndefined();
    expect(timeRemaining('', now)).toBeUndefined();
    expect(timeRemaining('not a date', now)).toBeUndefined();
    expect(timeRemaining(inMs(-hour), now)).toBeUndefined();
    expect(timeRemaining(now, now)).toBeUndefined();
  });
});

describe('formatTimeRemaining', () => {
  it('writes the period in the active locale, singular and plural', () => {
    expect(formatTimeRemaining({ unit: 'day', count: 3 }, 'en')).toBe('3 days');
    expect(formatTimeRemaining({ unit: 'day', count: 1 }, 'en')).toBe('1 day');
    expect(formatTimeRemaining({ unit: 'hour', count: 5 }, 'en')).toBe('5 hours');
    expect(formatTimeRemaining({ unit: 'hour', count: 1 }, 'en')).toBe('1 hour');
    expect(formatTimeRemaining({ unit: 'day', count: 3 }, 'fr')).toBe('3\u00a0jours');
    expect(formatTimeRemaining({ unit: 'hour', count: 1 }, 'fr')).toBe('1\u00a0heure');
  });

  it('writes a short mark for cards, and caches the long and the short apart', () => {
    expect(formatTimeRemaining({ unit: 'day', count: 7 }, 'en', 'narrow')).toBe('7d');
    expect(formatTimeRemaining({ unit: 'day', count: 7 }, 'fr', 'narrow')).toBe('7j');
    expect(formatTimeRemaining({ unit: 'day', count: 7 }, 'en')).toBe('7 days');
  });

  it('gives each count its own text once it has been written before', () => {
    expect(formatTimeRemaining({ unit: 'day', count: 2 }, 'en')).toBe('2 days');
    expect(formatTimeRemaining({ unit: 'day', count: 5 }, 'en')).toBe('5 days');
    expect(formatTimeRemaining({ unit: 'day', count: 2 }, 'en')).toBe('2 days');
    expect(formatTimeRemaining({ unit: 'hour', count: 2 }, 'en')).toBe('2 hours');
  });
});
