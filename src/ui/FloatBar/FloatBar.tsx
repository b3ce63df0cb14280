import { Trans, useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { formatFloat, toNumber } from '#lib/money.ts';
import { wearFromFloat } from '#lib/wear.ts';
import { compactTrack, header, markerPositionVar, meter, track, value as valueText } from './FloatBar.css.ts';

export interface FloatBarProps {
  /** The item's float in [0, 1]; the API sends it as a numeric string. */
  float: number | string;
  /** Only the bar (cards): the label and the value stay available to assistive technology. */
  compact?: boolean;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * The five wear ranges as coloured segments with a marker at the item's float: a meter named 'Float' and read
 * as '0.251234, Field-Tested'. A static reading needs none of react-aria's hooks, so the ARIA meter is written
 * out: a store page draws one per card on every change of filters.
 *
 * Use it for a CS2 skin's float on cards and the product page. Not for an item without a float (Dota 2, Rust,
 * stickers), nor for a float range the shopper picks (the store filters' `Slider`).
 */
export function FloatBar({ float, compact = false, className }: FloatBarProps) {
  const { t, i18n } = useLingui();
  const value = toNumber(float);
  const wear = value === undefined ? undefined : wearFromFloat(value);
  if (value === undefined || wear === undefined) return null;
  const printed = formatFloat(value);
  const meterProps = {
    role: 'meter',
    'aria-label': t`Float`,
    'aria-valuemin': 0,
    'aria-valuemax': 1,
    'aria-valuenow': value,
    'aria-valuetext': `${printed}, ${i18n._(wear.label)}`,
  } as const;
  const marker = assignInlineVars({ [markerPositionVar]: `${value * 100}%` });
  if (compact) {
    return (
      <div {...meterProps} className={[track, compactTrack, className].filter(Boolean).join(' ')} style={marker} />
    );
  }
  return (
    <div {...meterProps} className={[meter, className].filter(Boolean).join(' ')}>
      <div className={header}>
        <span>
          <Trans>Float</Trans>
        </span>
        <span className={valueText}>{printed}</span>
      </div>
      <div className={track} style={marker} />
    </div>
  );
}
