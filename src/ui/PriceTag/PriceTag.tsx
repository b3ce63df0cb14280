import { useLingui } from '@lingui/react/macro';
import { formatPrice, toNumber } from '#lib/money.ts';
import { type PriceTagVariants, priceTag } from './PriceTag.css.ts';

export type PriceTagProps = PriceTagVariants & {
  /** The API sends prices as numbers and sometimes as numeric strings. */
  value: number | string;
  /** ISO code: USD, EUR or AUD. */
  currency: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
};

/**
 * A price with 2 decimals and its currency code, written the way the active locale writes numbers.
 *
 * Use it for every price shown to a shopper or an admin. Not for a price typed in (a `NumberField` with currency
 * `formatOptions`), and never a price formatted by hand.
 */
export function PriceTag({ value, currency, size, className }: PriceTagProps) {
  const { i18n } = useLingui();
  const text = formatPrice(value, currency, i18n.locale);
  if (text === undefined) return null;
  return (
    <data value={toNumber(value)} className={[priceTag({ size }), className].filter(Boolean).join(' ')}>
      {text}
    </data>
  );
}
