import { createContext, type ReactNode, useContext, useState } from 'react';

/** A form's errors from its last submit, keyed by the fields' `name`s (see `Form`'s `validationErrors`). */
export type SubmittedErrors = Readonly<Record<string, string | undefined>>;

export const SubmittedErrorsContext = createContext<SubmittedErrors | undefined>(undefined);

export interface SubmittedError {
  /** For react-aria's field: set while the error shows, else left to the field. */
  isInvalid: true | undefined;
  errorMessage: ReactNode;
  /** To call as the shopper changes the control's value. */
  edited: () => void;
}

/**
 * For a form control named `name`: its error from the form's last submit, shown until the shopper edits the control,
 * not until they leave it (as react-aria shows a form's errors): taking the message away as the focus left for the
 * submit button moved the button from under the pointer, and the press was lost, one invalid submit in two. A new
 * submit (a new errors object) shows its errors again, however many in a row.
 */
export function useSubmittedError(name: string | undefined): SubmittedError {
  const errors = useContext(SubmittedErrorsContext);
  const error = name === undefined ? undefined : errors?.[name];
  // The errors object this control was edited under: a newer one shows again.
  const [editedUnder, setEditedUnder] = useState<SubmittedErrors>();
  const isShown = error !== undefined && editedUnder !== errors;
  return {
    isInvalid: isShown || undefined,
    errorMessage: isShown ? error : undefined,
    edited: () => {
      if (isShown) setEditedUnder(errors);
    },
  };
}
