import type { MessageDescriptor } from '@lingui/core';
import type { ContactFormBody } from '../../../contract/lists.ts';

/** What the visitor typed, under the names the server expects (spec §3, support message). */
export type SupportFormValues = ContactFormBody;
export type SupportFormField = keyof SupportFormValues;

/** Translatable, so a language switch while the errors show re-words them. */
export type SupportFormFieldErrors = Partial<Record<SupportFormField, MessageDescriptor>>;

export interface SupportFormContext {
  /** Why the last submit was refused, field by field (spec §5). */
  fieldErrors: SupportFormFieldErrors;
  /** Why the last send failed (spec §8, support failure), shown in the form as well as in the toast. */
  failureMessage: string | undefined;
}

export type SupportFormEvent = { type: 'support.submit'; values: SupportFormValues };

/** The UI reads these, never state paths: `loading` disables the form and shows the pending button. */
export type SupportFormTag = 'loading' | 'invalid' | 'failed';
