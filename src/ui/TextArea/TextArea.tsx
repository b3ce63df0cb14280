import {
  TextArea as AriaTextArea,
  type TextAreaProps as AriaTextAreaProps,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { fieldGroup, framedInput } from '../Field/Field.css.ts';
import { FieldHelp, type FieldHelpProps, Label, withClassName } from '../Field/Field.tsx';
import { useSubmittedError } from '../Form/submittedErrors.ts';
import { textArea } from './TextArea.css.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'>, FieldHelpProps {
  /** Shown in the empty field as an example; never instead of a label. */
  placeholder?: AriaTextAreaProps['placeholder'];
  /** Visible lines before the shopper resizes it. */
  rows?: number;
}

/**
 * A multi-line text field: the support message, a review comment.
 *
 * Use it for free text of more than a line. Not for one line (a `TextField`), nor for a search (a `SearchField`).
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
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
      <AriaTextArea className={`${framedInput} ${textArea}`} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage ?? submitted.errorMessage} />
    </AriaTextField>
  );
}
