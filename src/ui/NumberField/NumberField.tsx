import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
  type InputProps,
} from 'react-aria-components';
import { fieldGroup, input, inputFrame } from '../Field/Field.css.ts';
import { FieldButton, FieldHelp, type FieldHelpProps, Label, withClassName } from '../Field/Field.tsx';
import { MinusIcon, PlusIcon } from '../Field/icons.tsx';
import { numberInput } from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldHelpProps {
  /** Shown in the empty field as an example; never instead of a label. */
  placeholder?: InputProps['placeholder'];
}

/**
 * A number typed or stepped, formatted in the active locale (prices with `formatOptions` currency).
 * react-aria names the stepper buttons and keeps them out of the tab order.
 *
 * Use it for a quantity or an amount (a price bound, a setting). Not for digits that are not a quantity (a phone
 * number, a zip code: a `TextField`), nor for a value picked in a range by dragging (a `Slider`).
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={withClassName(fieldGroup, className)}>
      {label != null && <Label>{label}</Label>}
      <Group className={inputFrame}>
        <FieldButton slot="decrement">
          <MinusIcon />
        </FieldButton>
        <Input className={`${input} ${numberInput}`} placeholder={placeholder} />
        <FieldButton slot="increment">
          <PlusIcon />
        </FieldButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
