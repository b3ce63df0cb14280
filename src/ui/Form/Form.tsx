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
