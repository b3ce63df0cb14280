import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { form, formError as formErrorClass } from './Form.css.ts';
import { type SubmittedErrors, SubmittedErrorsContext } from './submittedErrors.ts';

export interface FormProps extends Omit<AriaFormProps, 'validationErrors'> {
  /**
   * What went wrong with the form as a whole (the server refused it, the network failed), shown above
   * the fields.
   */
  formError?: ReactNode;
  /**
   * The last submit's errors of single fields, keyed by the field's `name`: each shows under its field until the
   * shopper edits that field (`useSubmittedError`: TextField, TextArea, ComboBox, RadioGroup). Give a new object
   * for each submit, so that every invalid submit shows its errors, however many in a row.
   */
  validationErrors?: SubmittedErrors;
}

/**
 * react-aria's form with the form-wide error above the fields, in a live region, so it is announced when set.
 *
 * Use it around every form of fields: it carries the validation behaviour and the errors the server returns. Not
 * for a lone control that acts at once (a search field, a switch): those need no form.
 */
export function Form({ formError, validationErrors, className, children, ...props }: FormProps) {
  return (
    <AriaForm {...props} className={className ? `${form} ${className}` : form}>
      <div role="alert" className={formErrorClass}>
        {formError}
      </div>
      <SubmittedErrorsContext value={validationErrors}>{children}</SubmittedErrorsContext>
    </AriaForm>
  );
}
