import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Label, withClassName } from '../Field/Field.tsx';
import { fill, output, rail, scale, slider, sliderHeader, thumb, track } from './Slider.css.ts';

export interface SliderProps<T extends number | number[]> extends Omit<AriaSliderProps<T>, 'children'> {
  /** What the slider sets, above the track beside the current value. */
  label?: ReactNode;
  /** What each thumb sets, for screen readers; a range defaults to "Minimum" and "Maximum". */
  thumbLabels?: readonly string[];
}

/**
 * A value, or a range with two thumbs (the store's price and float filters), shown with `formatOptions`
 * in the active locale above the track and with the bounds below it. Arrow keys step, Page Up/Down jump a
 * tenth, Home/End go to the bounds: all of it react-aria's.
 *
 * Use it for a value or a range where the position matters more than the exact number (float, price range), next
 * to fields for exact values. Not alone where an exact number must be typed (a `NumberField`).
 */
export function Slider<T extends number | number[]>({ label, thumbLabels, className, ...props }: SliderProps<T>) {
  const { t } = useLingui();
  const rangeThumbLabels = thumbLabels ?? [t`Minimum`, t`Maximum`];
  return (
    <AriaSlider {...props} className={withClassName(slider, className)}>
      {({ state }) => (
        <>
          <div className={sliderHeader}>
            {label != null && <Label>{label}</Label>}
            <SliderOutput className={output}>
              {state.values.map((_, index) => state.getThumbValueLabel(index)).join(' – ')}
            </SliderOutput>
          </div>
          <SliderTrack className={track}>
            <div className={rail}>
              <SliderFill className={fill} />
            </div>
            {state.values.map((_, index) => (
              <SliderThumb
                // A thumb is its position in the value: the index is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                index={index}
                aria-label={state.values.length > 1 ? rangeThumbLabels[index] : undefined}
                className={thumb}
              />
            ))}
          </SliderTrack>
          <div className={scale} aria-hidden="true">
            <span>{state.getFormattedValue(state.getThumbMinValue(0))}</span>
            <span>{state.getFormattedValue(state.getThumbMaxValue(state.values.length - 1))}</span>
          </div>
        </>
      )}
    </AriaSlider>
  );
}
