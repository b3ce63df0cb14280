import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { form, formError as formErrorClass } from './Form.css.ts';

export interface FormProps extends AriaFormProps {
  /**
   * What went wrong with the form as a whole (the server refused it, the network failed), shown above
   * the fields. Errors of one field go to `validationErrors`, keyed by the field's `name`: react-aria
   * shows each under its field and takes it away once the shopper has changed that field and left it.
   */
  formError?: ReactNode;
}

/**
 * react-aria's form with the form-wide error above the fields, in a live region, so it is announced when set.
 *
 * Use it around every form of fields: it carries the validation behaviour and the errors the server returns. Not
 * for a lone control that acts at once (a search field, a switch): those need no form.
 */
export function Form({ formError, className, children, ...props }: FormProps) {
  return (
    <AriaForm {...props} className={className ? `${form} ${className}` : form}>
      <div role="alert" className={formErrorClass}>
        {formError}
      </div>
      {children}
    </AriaForm>
  );
}
