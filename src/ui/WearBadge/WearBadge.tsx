import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { formatFloat, toNumber } from '#lib/money.ts';
import { wearFromFloat } from '#lib/wear.ts';
import { visuallyHidden } from '../theme/index.ts';
import { abbreviation, badge, floatValue, label, wearColorVar } from './WearBadge.css.ts';
import { wearColors } from './wearColors.ts';

export interface WearBadgeProps {
  /** The item's float; the API sends it as a numeric string. */
  float: number | string;
  /** Adds the float to 6 decimals after the wear. */
  showFloat?: boolean;
  /** Shows the abbreviation only (the label stays available to assistive technology and as a tooltip). */
  compact?: boolean;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * The exterior of a CS2 item, derived from its float: coloured abbreviation and label. Nothing for a float outside [0, 1].
 *
 * Use it wherever a CS2 skin's exterior is named (cards, cart rows, the product page). Not for where the float
 * falls in the wear ranges (a `FloatBar`).
 */
export function WearBadge({ float, showFloat = false, compact = false, className }: WearBadgeProps) {
  const { i18n } = useLingui();
  const value = toNumber(float);
  const wear = value === undefined ? undefined : wearFromFloat(value);
  if (value === undefined || wear === undefined) return null;
  const wearLabel = i18n._(wear.label);
  return (
    <span
      className={[badge, className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [wearColorVar]: wearColors[wear.key] })}
      title={compact ? wearLabel : undefined}
    >
      <span className={abbreviation} aria-hidden="true">
        {wear.abbreviation}
      </span>
      <span className={compact ? visuallyHidden : label}>{wearLabel}</span>
      {showFloat && <span className={floatValue}>{formatFloat(value)}</span>}
    </span>
  );
}
