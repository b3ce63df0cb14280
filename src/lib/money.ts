/** A no-break space keeps the amount and its currency code on one line. */
const noBreakSpace = '\u00a0';

const priceFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: string): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    priceFormats.set(locale, format);
  }
  return format;
}

/** A finite number from an API value that may arrive as a number or a numeric string ('0.251234'). */
export function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Spec §9: 2 decimals and the currency code, grouped the way the active locale groups digits:
 * en '1,234.50 EUR', fr '1 234,50 EUR'. The code follows the amount in every locale, as on the
 * marketplace's own cart summary. Undefined when the value is not a number.
 */
export function formatPrice(value: number | string, currency: string, locale: string): string | undefined {
  const amount = toNumber(value);
  if (amount === undefined) return undefined;
  return `${priceFormat(locale).format(amount)}${noBreakSpace}${currency}`;
}

/**
 * Spec §9: a float to 6 decimals. Floats identify one exact item and are copied between sites,
 * so they are written the same way in every locale (a dot, no grouping).
 */
export function formatFloat(value: number | string): string | undefined {
  const float = toNumber(value);
  return float === undefined ? undefined : float.toFixed(6);
}

/** Sum of 2-decimal amounts in whole cents, so 0.1 + 0.2 stays 0.30 (as the server adds an order's total). */
export const sumMoney = (amounts: readonly number[]) =>
  amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
