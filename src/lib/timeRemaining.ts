const hourInMs = 60 * 60 * 1000;
const dayInMs = 24 * hourInMs;

export type TimeRemaining = { unit: 'day' | 'hour'; count: number };

/**
 * Spec §4: whole days while at least one day remains, otherwise whole hours; undefined when the
 * date is empty, unparsable or past. Counts round down, so "3 days" never promises more than is left,
 * except that the last hour still reads "1 hour": the item is locked until then, and "0 hours" says nothing.
 */
export function timeRemaining(until: Date | string | number | null | undefined, now: Date): TimeRemaining | undefined {
  if (until === null || until === undefined || until === '') return undefined;
  const remainingMs = new Date(until).getTime() - now.getTime();
  if (!(remainingMs > 0)) return undefined;
  if (remainingMs >= dayInMs) return { unit: 'day', count: Math.floor(remainingMs / dayInMs) };
  return { unit: 'hour', count: Math.max(1, Math.floor(remainingMs / hourInMs)) };
}

/** Building a formatter costs far more than using one, and using one more than a lookup: a grid of held items formats dozens at once, most of them alike. */
const unitFormats = new Map<string, Intl.NumberFormat>();
const formatted = new Map<string, string>();

/**
 * '3 days', '5 hours', '3 jours' ('3d', '3j' narrow, for a card's mark): Intl's unit formatting speaks every
 * locale without catalog entries.
 */
export function formatTimeRemaining(
  { unit, count }: TimeRemaining,
  locale: string,
  unitDisplay: 'long' | 'narrow' = 'long',
): string {
  const formatKey = `${locale} ${unit} ${unitDisplay}`;
  const textKey = `${formatKey} ${count}`;
  let text = formatted.get(textKey);
  if (text === undefined) {
    let format = unitFormats.get(formatKey);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay });
      unitFormats.set(formatKey, format);
    }
    text = format.format(count);
    formatted.set(textKey, text);
  }
  return text;
}
