import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dashboardQueryOf, dashboardSearchSchema } from './dashboardSearch.ts';

const now = Date.parse('2026-11-28T01:30:00Z');
const read = (search: Record<string, unknown>) => v.parse(dashboardSearchSchema, search);

describe('the dashboard URL', () => {
  it('opens on the last 7 days in the default currency, and keeps a bad value from breaking the page', () => {
    expect(read({})).toEqual({ period: '7d', currency: 'EUR' });
    expect(read({ period: 'fortnight', currency: 'XYZ', from: '2026-02-30' })).toEqual({
      period: '7d',
      currency: 'EUR',
    });
    expect(read({ period: 'range', from: '2026-10-01', to: '2026-10-31', currency: 'USD' })).toEqual({
      period: 'range',
      from: '2026-10-01',
      to: '2026-10-31',
      currency: 'USD',
    });
  });

  it('asks the server for UTC days ending today: today, 7 or 30 of them', () => {
    expect(dashboardQueryOf(read({ period: 'today' }), now)).toEqual({
      from: '2026-11-28',
      to: '2026-11-28',
      currency: 'EUR',
    });
    expect(dashboardQueryOf(read({}), now)).toEqual({ from: '2026-11-22', to: '2026-11-28', currency: 'EUR' });
    expect(dashboardQueryOf(read({ period: '30d', currency: 'USD' }), now)).toEqual({
      from: '2026-10-30',
      to: '2026-11-28',
      currency: 'USD',
    });
  });

  it('reads a range with a day missing, in the wrong order or over a year as the nearest valid one', () => {
    const range = (from?: string, to?: string) => dashboardQueryOf(read({ period: 'range', from, to }), now);
    expect(range('2026-10-01', '2026-10-31')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(range('2026-10-31', '2026-10-01')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(range('2026-10-05')).toMatchObject({ from: '2026-10-05', to: '2026-10-05' });
    expect(range(undefined, '2026-10-05')).toMatchObject({ from: '2026-10-05', to: '2026-10-05' });
    expect(range()).toMatchObject({ from: '2026-11-28', to: '2026-11-28' });
    // 366 days at most, the server's limit: the end is kept, the start moved.
    expect(range('2020-01-01', '2026-11-28')).toMatchObject({ from: '2025-11-28', to: '2026-11-28' });
  });
});
