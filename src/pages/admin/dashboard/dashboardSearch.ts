import * as v from 'valibot';
import type { DashboardQuery } from '#contract/admin/dashboard.ts';
import { currencyCodes, defaultCurrencyCode } from '#contract/enums.ts';
import { defaultedIfBad } from '#pages/common/urlSchemas.ts';
import { adminListParams } from '../common/adminListSearch.ts';

/** The periods the dashboard offers at a click; `range` takes the days of `from` and `to`. */
export const dashboardPeriods = ['today', '7d', '30d', 'range'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** `/profile/admin?period=30d&currency=USD`, `/profile/admin?period=range&from=2026-10-01&to=2026-10-31`. */
export const dashboardSearchSchema = v.object({
  period: adminListParams.sort(dashboardPeriods, '7d'),
  from: adminListParams.day,
  to: adminListParams.day,
  currency: defaultedIfBad(v.picklist(currencyCodes), defaultCurrencyCode),
});
export type DashboardSearch = v.InferOutput<typeof dashboardSearchSchema>;
export const dashboardSearchDefaults = { period: '7d', currency: defaultCurrencyCode } as const;

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The longest range the server sums up (contract/admin/dashboard.ts `dashboardMaxDays`). */
const maxDays = 366;

/**
 * The server's query for a URL state, on UTC days as the server counts them. A range with a day missing, in the
 * wrong order or longer than a year is read as the nearest one that is valid: the page still shows figures.
 */
export function dashboardQueryOf(search: DashboardSearch, now = Date.now()): DashboardQuery {
  const today = isoDay(now);
  const days = { today: 1, '7d': 7, '30d': 30 } as const;
  if (search.period !== 'range') {
    return { from: isoDay(now - (days[search.period] - 1) * dayMs), to: today, currency: search.currency };
  }
  let from = search.from ?? search.to ?? today;
  let to = search.to ?? search.from ?? today;
  if (from > to) [from, to] = [to, from];
  if ((Date.parse(to) - Date.parse(from)) / dayMs + 1 > maxDays) from = isoDay(Date.parse(to) - (maxDays - 1) * dayMs);
  return { from, to, currency: search.currency };
}
