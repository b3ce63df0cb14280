import { describe, expect, it } from 'vitest';
import {
  breakableBeforeCurrency,
  bucketLabels,
  changeOf,
  formatChange,
  formatCompactMoney,
  formatDuration,
  formatMoney,
} from './dashboardFormat.ts';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dashboard figures in words', () => {
  it('compares with the period before, and says "new" rather than divide by nothing', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(3, 0)).toBeUndefined();
    expect(formatChange(0.5, 'en')).toBe('+50%');
    expect(spaces(formatChange(-0.254, 'fr'))).toBe('-25 %');
  });

  it('says a duration in its two largest units that matter', () => {
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(200, 'en')).toBe('3 min 20 sec');
    expect(formatDuration(1800, 'en')).toBe('30 min');
    expect(formatDuration(7500, 'en')).toBe('2 hr 5 min');
    expect(formatDuration(100_800, 'en')).toBe('1 day 4 hr');
    expect(spaces(formatDuration(7500, 'fr'))).toBe('2 h 5 min');
  });

  it('writes compact amounts on the axes with their currency', () => {
    expect(spaces(formatCompactMoney(2500, 'EUR', 'en'))).toBe('2.5K EUR');
    expect(spaces(formatCompactMoney(250_000_000, 'USD', 'fr'))).toBe('250 M USD');
  });

  it('lets a headline amount wrap before its currency, never inside it or inside the number', () => {
    const english = breakableBeforeCurrency(formatMoney(713_690_721.66, 'EUR', 'en'));
    expect(english).toBe('713,690,721.66 EUR');
    const french = breakableBeforeCurrency(formatMoney(713_690_721.66, 'EUR', 'fr'));
    // The groups keep their narrow no-break spaces; only the space before the currency may break.
    expect(french).toMatch(/^713\u202f690\u202f721,66 EUR$/);
    expect(breakableBeforeCurrency('1,441,979')).toBe('1,441,979');
  });

  it('names hours, days and weeks short on the axis and whole in the table', () => {
    expect(bucketLabels('2026-11-03T14:00:00.000Z', 'hour', 'en', (monday) => `Week of ${monday}`)).toEqual({
      label: '14:00',
      fullLabel: 'Nov 3, 2026, 14:00–15:00',
    });
    expect(bucketLabels('2026-11-03T00:00:00.000Z', 'day', 'fr', (monday) => `Semaine du ${monday}`)).toEqual({
      label: '3 nov.',
      fullLabel: 'mardi 3 novembre 2026',
    });
    expect(bucketLabels('2026-11-02T00:00:00.000Z', 'week', 'en', (monday) => `Week of ${monday}`).fullLabel).toBe(
      'Week of Monday, November 2, 2026',
    );
  });
});
