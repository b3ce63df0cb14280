import { useLingui } from '@lingui/react/macro';
import { formatPrice, toNumber } from '#lib/money.ts';
import { type PriceTagVariants, priceTag } from './PriceTag.css.ts';

export type PriceTagProps = PriceTagVariants & {
  /** The API sends prices as numbers and sometimes as numeric strings. */
  value: number | string;
  /** ISO code: USD, EUR or AUD. */
  currency: string;
  className?: string;
};

/** A price with 2 decimals and its currency code, written the way the active locale writes numbers. */
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
