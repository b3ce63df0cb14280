import { useLingui } from '@lingui/react/macro';
import { type FocusEvent, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { storeFilterTable } from '#contract/storeFilters.ts';
import { fieldButton, fieldGroup, input, inputFrame, label as labelClass } from '../Field/Field.css.ts';
import { MinusIcon, PlusIcon } from '../Field/icons.tsx';
import type { IntentProps } from '../LoadOnIntent/useLoadOnIntent.ts';
import { numberInput } from '../NumberField/NumberField.css.ts';
import { fill, output, rail, scale, slider, sliderHeader, thumb, track } from '../Slider/Slider.css.ts';
import { visuallyHidden } from '../theme/index.ts';
import type { Bound, RangeControlsProps } from './RangeControls.tsx';
import { priceRange } from './StoreFilters.css.ts';

export interface RangeStandInProps extends Omit<RangeControlsProps, 'onChange' | 'focusBound'>, IntentProps {
  /** Which bound's control the stand-in's focus is on, so the controls focus the same one as they arrive. */
  onFocusBound: (bound: Bound) => void;
}

/**
 * A range filter's controls as react-aria draws them (`RangeControls`: the same boxes, names and values), with none
 * of its code: the store's filter panel is drawn by the server and hydrates without react-aria's. The controls take
 * its place as soon as the pointer rests on it (their code loads then) or the keyboard reaches it, focused where the
 * stand-in was. Until then its inputs only show the values. A field focused before the page was live (a press while
 * it loaded) counts as reached once the stand-in is live: it does not stay read-only under the shopper's cursor.
 *
 * Use it only inside `StoreFilters`, for its price and float ranges. Not on its own: it changes nothing.
 */
export function RangeStandIn({
  name,
  label,
  boundLabels,
  from,
  to,
  formatOptions,
  onFocusBound,
  onFocus,
  ...intentProps
}: RangeStandInProps) {
  const { i18n } = useLingui();
  const format = useMemo(() => new Intl.NumberFormat(i18n.locale, formatOptions), [i18n.locale, formatOptions]);
  const focusOn = (element: Element | null) => {
    const bound = element instanceof HTMLElement ? element.dataset.bound : undefined;
    if (bound === 'from' || bound === 'to') onFocusBound(bound);
    onFocus();
  };
  const wrapper = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the stand-in goes live (it hydrates).
  useLayoutEffect(() => {
    if (wrapper.current?.contains(document.activeElement)) focusOn(document.activeElement);
  }, []);
  const focusProps = {
    ...intentProps,
    ref: wrapper,
    onFocus: (event: FocusEvent<HTMLDivElement>) => focusOn(event.target),
  };
  const { min, max, control } = storeFilterTable[name];
  if (control.type === 'amount') {
    return (
      <div className={priceRange} {...focusProps}>
        <AmountStandIn bound="from" label={boundLabels.from} value={from === undefined ? '' : format.format(from)} />
        <AmountStandIn bound="to" label={boundLabels.to} value={to === undefined ? '' : format.format(to)} />
      </div>
    );
  }
  return (
    <div {...focusProps}>
      <SliderStandIn
        label={label}
        boundLabels={boundLabels}
        values={{ from: from ?? min, to: to ?? max }}
        min={min}
        max={max}
        step={control.step}
        format={format}
      />
    </div>
  );
}

interface SliderStandInProps {
  label: string;
  boundLabels: Record<Bound, string>;
  values: Record<Bound, number>;
  min: number;
  max: number;
  step: number;
  format: Intl.NumberFormat;
}

/** The two-thumb slider as Slider draws it, its thumbs named as react-aria names them (the thumb, then the group). */
function SliderStandIn({ label, boundLabels, values, min, max, step, format }: SliderStandInProps) {
  const groupId = useId();
  const percent = (value: number) => ((value - min) / (max - min)) * 100;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the group react-aria's Slider draws (a fieldset would bring a form's box and semantics).
    <div role="group" id={groupId} aria-label={label} className={slider}>
      <div className={sliderHeader}>
        <output className={output}>{`${format.format(values.from)} – ${format.format(values.to)}`}</output>
      </div>
      <div className={track} style={{ position: 'relative', touchAction: 'none' }}>
        <div className={rail}>
          <div
            className={fill}
            style={{
              position: 'absolute',
              insetInlineStart: `${percent(values.from)}%`,
              width: `${percent(values.to) - percent(values.from)}%`,
              height: '100%',
            }}
          />
        </div>
        {(['from', 'to'] as const).map((bound) => (
          <div
            key={bound}
            className={thumb}
            style={{ position: 'absolute', left: `${percent(values[bound])}%`, transform: 'translate(-50%, -50%)' }}
          >
            <div className={visuallyHidden}>
              <input
                type="range"
                id={`${groupId}-${bound}`}
                data-bound={bound}
                aria-label={boundLabels[bound]}
                aria-labelledby={`${groupId}-${bound} ${groupId}`}
                min={min}
                max={max}
                step={step}
                defaultValue={values[bound]}
                aria-valuetext={format.format(values[bound])}
              />
            </div>
          </div>
        ))}
      </div>
      <div className={scale} aria-hidden="true">
        <span>{format.format(min)}</span>
        <span>{format.format(max)}</span>
      </div>
    </div>
  );
}

/** One amount field as NumberField draws it: label, steppers and the formatted amount. */
function AmountStandIn({ bound, label, value }: { bound: Bound; label: string; value: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={fieldGroup}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={inputFrame}>
        <button type="button" tabIndex={-1} aria-label={t`Decrease`} className={fieldButton}>
          <MinusIcon />
        </button>
        <input
          id={id}
          data-bound={bound}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          readOnly
          value={value}
          className={`${input} ${numberInput}`}
        />
        <button type="button" tabIndex={-1} aria-label={t`Increase`} className={fieldButton}>
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
