import { useLayoutEffect, useRef } from 'react';
import type { RangeFilterName, StoreFilterValues } from '#contract/storeFilters.ts';
import { rangeBounds, storeFilterTable } from '#contract/storeFilters.ts';
import { AriaLocaleProvider } from '../AriaLocaleProvider/AriaLocaleProvider.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Slider } from '../Slider/Slider.tsx';
import { priceRange } from './StoreFilters.css.ts';

export type Bound = 'from' | 'to';

export interface RangeControlsProps {
  /** Which range: `price` (two amounts) or `float` (a two-thumb slider). */
  name: RangeFilterName;
  /** The filter's name: the slider's accessible name. */
  label: string;
  /** What each bound's control is called: 'From' and 'To', or the slider's thumbs. */
  boundLabels: Record<Bound, string>;
  /** The bounds as the URL holds them (absent = unbounded). */
  from: number | undefined;
  /** The upper bound, as the URL holds it (absent = unbounded). */
  to: number | undefined;
  /** Amounts in the shown currency, or the float's fraction digits. */
  formatOptions: Intl.NumberFormatOptions;
  /** Called with the bound that changed; `undefined` removes it. */
  onChange: (changes: Partial<StoreFilterValues>) => void;
  /** The bound whose control takes the focus as it mounts (it takes the place of a stand-in that had it). */
  focusBound?: Bound;
}

/**
 * A range filter's controls, as its table entry says: two amounts typed in the shown currency, or a two-thumb
 * slider. react-aria's, loaded when the shopper first reaches for them (`RangeStandIn` draws them until then).
 */
export function RangeControls({
  name,
  label,
  boundLabels,
  from,
  to,
  formatOptions,
  onChange,
  focusBound,
}: RangeControlsProps) {
  const { min, max, control } = storeFilterTable[name];
  const bounds = rangeBounds(name);
  const change = (bound: Bound, next: number | undefined) => onChange({ [bounds[bound]]: next });
  // Each bound has one input, in order (the amounts' text fields, the slider thumbs' range inputs).
  const controls = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusBound) controls.current?.querySelectorAll('input')[focusBound === 'from' ? 0 : 1]?.focus();
  }, [focusBound]);

  return (
    <AriaLocaleProvider>
      <div ref={controls} className={control.type === 'amount' ? priceRange : undefined}>
        {control.type === 'amount' ? (
          <>
            <NumberField
              label={boundLabels.from}
              value={from ?? Number.NaN}
              minValue={min}
              formatOptions={formatOptions}
              onChange={(amount) => change('from', Number.isNaN(amount) ? undefined : amount)}
            />
            <NumberField
              label={boundLabels.to}
              value={to ?? Number.NaN}
              minValue={min}
              formatOptions={formatOptions}
              onChange={(amount) => change('to', Number.isNaN(amount) ? undefined : amount)}
            />
          </>
        ) : (
          <Slider
            // Dragging stays local; a new value from the URL (back, reset) starts the slider afresh.
            key={`${from}-${to}`}
            aria-label={label}
            defaultValue={[from ?? min, to ?? max]}
            minValue={min}
            maxValue={max}
            step={control.step}
            thumbLabels={[boundLabels.from, boundLabels.to]}
            formatOptions={formatOptions}
            onChangeEnd={([lowest = min, highest = max]) =>
              onChange({
                [bounds.from]: lowest > min ? lowest : undefined,
                [bounds.to]: highest < max ? highest : undefined,
              })
            }
          />
        )}
      </div>
    </AriaLocaleProvider>
  );
}
