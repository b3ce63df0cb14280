import type { DashboardBucket } from '#contract/admin/dashboard.ts';
import { formatPrice } from '#lib/money.ts';

/**
 * How the dashboard writes its figures in the reader's language: amounts with their currency, compact on the axes;
 * counts; durations; the hours, days and weeks the charts group a period by (UTC days, as the server counts them).
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const formatMoney = (value: number, currency: string, locale: string) =>
  formatPrice(value, currency, locale) ?? '';

/**
 * A figure as a headline may show it: an amount may wrap before its currency on a narrow card ("713,690,721.66" then
 * "EUR"), never inside the currency or the number's groups.
 */
export const breakableBeforeCurrency = (text: string) => text.replace(/\u00a0(?=\p{L}+$)/u, ' ');

/** An axis's amount: "1.2K EUR", "3,5 M EUR". */
export const formatCompactMoney = (value: number, currency: string, locale: string) =>
  `${cached(`compact:${locale}`, () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })).format(value)}\u00a0${currency}`;

export const formatCount = (value: number, locale: string) =>
  cached(`count:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);

const unitFormat = (unit: 'second' | 'minute' | 'hour' | 'day', locale: string) =>
  cached(`${unit}:${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }));

/** "45 sec", "3 min 20 sec", "2 hr 5 min", "1 day 4 hr" (and their French): the two largest units that matter. */
export function formatDuration(seconds: number, locale: string): string {
  const whole = Math.round(seconds);
  const part = (value: number, unit: 'second' | 'minute' | 'hour' | 'day') => unitFormat(unit, locale).format(value);
  if (whole < 60) return part(whole, 'second');
  if (whole < 3600) {
    const rest = whole % 60;
    return [part(Math.floor(whole / 60), 'minute'), rest > 0 && whole < 600 && part(rest, 'second')]
      .filter(Boolean)
      .join(' ');
  }
  if (whole < 86_400) {
    const minutes = Math.round((whole % 3600) / 60);
    return [part(Math.floor(whole / 3600), 'hour'), minutes > 0 && part(minutes, 'minute')].filter(Boolean).join(' ');
  }
  const hours = Math.round((whole % 86_400) / 3600);
  return [part(Math.floor(whole / 86_400), 'day'), hours > 0 && part(hours, 'hour')].filter(Boolean).join(' ');
}

/** The change from the previous period as a share of it; undefined when there was nothing then to compare with. */
export function changeOf(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return (current - previous) / previous;
}

export const formatChange = (change: number, locale: string) =>
  cached(
    `change:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
  ).format(change);

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `date:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }),
  );

/** A day of the period: "Nov 3, 2026". */
export const formatDay = (isoDay: string, locale: string) =>
  dateFormat(locale, { dateStyle: 'medium' }).format(new Date(`${isoDay}T00:00:00Z`));

/** A chart bucket: short on the axis, whole in the readout and the table (a week is said by `weekOf` its Monday). */
export function bucketLabels(
  start: string,
  bucket: DashboardBucket,
  locale: string,
  weekOf: (monday: string) => string,
): { label: string; fullLabel: string } {
  const at = new Date(start);
  if (bucket === 'hour') {
    const hour = dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const end = new Date(at.getTime() + 3_600_000);
    return {
      label: hour.format(at),
      fullLabel: `${dateFormat(locale, { dateStyle: 'medium' }).format(at)}, ${hour.format(at)}–${hour.format(end)}`,
    };
  }
  const short = dateFormat(locale, { day: 'numeric', month: 'short' }).format(at);
  const whole = dateFormat(locale, { dateStyle: 'full' }).format(at);
  return { label: short, fullLabel: bucket === 'day' ? whole : weekOf(whole) };
}
