import { Trans, useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Label, Meter } from 'react-aria-components';
import { formatFloat, toNumber } from '#lib/money.ts';
import { wearFromFloat, wears } from '#lib/wear.ts';
import { visuallyHidden } from '../theme/index.ts';
import { wearColors } from '../WearBadge/wearColors.ts';
import {
  compactMeter,
  header,
  marker,
  markerPositionVar,
  meter,
  segment,
  segmentColorVar,
  segmentWidthVar,
  track,
  value as valueText,
} from './FloatBar.css.ts';

export interface FloatBarProps {
  /** The item's float in [0, 1]; the API sends it as a numeric string. */
  float: number | string;
  /** Only the bar (cards): the label and the value stay available to assistive technology. */
  compact?: boolean;
  className?: string;
}

/** The five wear ranges as coloured segments with a marker at the item's float: a meter read as '0.251234, Field-Tested'. */
export function FloatBar({ float, compact = false, className }: FloatBarProps) {
  const { i18n } = useLingui();
  const value = toNumber(float);
  const wear = value === undefined ? undefined : wearFromFloat(value);
  if (value === undefined || wear === undefined) return null;
  const printed = formatFloat(value);
  return (
    <Meter
      value={value}
      minValue={0}
      maxValue={1}
      valueLabel={`${printed}, ${i18n._(wear.label)}`}
      className={[compact ? compactMeter : meter, className].filter(Boolean).join(' ')}
    >
      <div className={compact ? visuallyHidden : header}>
        <Label>
          <Trans>Float</Trans>
        </Label>
        <span className={valueText}>{printed}</span>
      </div>
      <div className={track}>
        {wears.map(({ key, min, max }) => (
          <span
            key={key}
            className={segment}
            style={assignInlineVars({ [segmentColorVar]: wearColors[key], [segmentWidthVar]: `${(max - min) * 100}%` })}
          />
        ))}
        <span className={marker} style={assignInlineVars({ [markerPositionVar]: `${value * 100}%` })} />
      </div>
    </Meter>
  );
}
