import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  type InputProps,
} from 'react-aria-components';
import { fieldGroup, framedInput } from '../Field/Field.css.ts';
import { FieldHelp, type FieldHelpProps, Label, withClassName } from '../Field/Field.tsx';
import { useSubmittedError } from '../Form/submittedErrors.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldHelpProps {
  /** Shown in the empty field as an example; never instead of a label. */
  placeholder?: InputProps['placeholder'];
}

/**
 * A single-line text input with its label, hint and error: email, full name, Steam trade link.
 *
 * Use it for a short text answer. Not for a number or an amount (a `NumberField`), for several lines (a
 * `TextArea`), for a search (a `SearchField`), nor for one of known options (a `Select` or a `ComboBox`).
 */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  const submitted = useSubmittedError(props.name);
  return (
    <AriaTextField
      isInvalid={submitted.isInvalid}
      {...props}
      onChange={(value) => {
        submitted.edited();
        props.onChange?.(value);
      }}
      className={withClassName(fieldGroup, className)}
    >
      {label != null && <Label>{label}</Label>}
      <Input className={framedInput} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage ?? submitted.errorMessage} />
    </AriaTextField>
  );
}
