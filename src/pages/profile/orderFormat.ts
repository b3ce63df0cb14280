const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An order's date and time the way the active locale writes them: 'Nov 20, 2026, 10:00 AM', '20 nov. 2026, 10:00'. */
export function formatOrderDate(isoDate: string, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}
