import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import { choiceField, choiceList, choiceRow, fieldGroup } from '../Field/Field.css.ts';
import { Description, FieldHelp, type FieldHelpProps, Label, withClassName } from '../Field/Field.tsx';
import { useSubmittedError } from '../Form/submittedErrors.ts';
import { radioCircle } from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldHelpProps {
  /** The `Radio`s. */
  children?: ReactNode;
}

/**
 * Exactly one of a few visible options: a payment method, a trade hold. Arrow keys move the choice.
 *
 * Use it when two to six options should all be seen before choosing. Not for a long list (a `Select` or a
 * `ComboBox`), nor for choices that can be combined (a `CheckboxGroup`), nor for on/off (a `Switch`).
 */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  const submitted = useSubmittedError(props.name);
  return (
    <AriaRadioGroup
      isInvalid={submitted.isInvalid}
      {...props}
      onChange={(value) => {
        submitted.edited();
        props.onChange?.(value);
      }}
      className={withClassName(fieldGroup, className)}
    >
      {label != null && <Label>{label}</Label>}
      <div className={choiceList}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage ?? submitted.errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The label, beside the circle. */
  children?: ReactNode;
  /** A hint under the option's label. */
  description?: ReactNode;
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={withClassName(choiceField, className)}>
      <RadioButton className={choiceRow}>
        <span className={radioCircle} />
        {children}
      </RadioButton>
      {description != null && <Description>{description}</Description>}
    </RadioField>
  );
}
