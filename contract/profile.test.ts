import { describe, expect, it } from 'vitest';
import {
  ageOn,
  currencyUpdateBodySchema,
  parseCalendarDate,
  profileCompletionBodySchema,
  profileSettingsBodySchema,
  profileUpdateSchemaFor,
} from './profile.ts';

const day = (text: string) => {
  const date = parseCalendarDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};

describe('calendar dates and ages', () => {
  it.each(['2025-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024-1-1', ' 2024-01-01'])(
    'refuses %s',
    (text) => {
      expect(parseCalendarDate(text)).toBeUndefined();
    },
  );

  it('reads a leap day', () => {
    expect(parseCalendarDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('counts a birthday from that day on', () => {
    expect(ageOn(day('2008-06-15'), day('2024-06-14'))).toBe(15);
    expect(ageOn(day('2008-06-15'), day('2024-06-15'))).toBe(16);
  });

  it('makes someone born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn(day('2008-02-29'), day('2024-02-28'))).toBe(15);
    expect(ageOn(day('2008-02-29'), day('2024-02-29'))).toBe(16);
    expect(ageOn(day('2008-02-29'), day('2025-02-28'))).toBe(16);
  });
});

describe('which PATCH body a request means', () => {
  it.each([
    [{ currency: 1 }, currencyUpdateBodySchema],
    [{ currency: 1, is_admin: true }, currencyUpdateBodySchema],
    [{ full_name: 'A', currency: 1 }, profileCompletionBodySchema],
    [{ phone: '+1', currency: 1 }, profileSettingsBodySchema],
    [{ username: 'a' }, profileCompletionBodySchema],
    [{ email: 'a@b.co' }, profileSettingsBodySchema],
    [{}, profileSettingsBodySchema],
    [null, profileSettingsBodySchema],
  ])('%j', (body, schema) => {
    expect(profileUpdateSchemaFor(body)).toBe(schema);
  });
});
