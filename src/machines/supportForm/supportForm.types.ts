import type { ContactFormBody } from '#contract/lists.ts';
import type { FieldErrors, FormFlowEvent } from '../formFlow/formFlow.types.ts';

/** What the visitor typed, under the names the server expects (spec §3, support message). */
export type SupportFormValues = ContactFormBody;
export type SupportFormField = keyof SupportFormValues;

/** Translatable, so a language switch while the errors show re-words them. */
export type SupportFormFieldErrors = FieldErrors<SupportFormField>;

export type SupportFormEvent = FormFlowEvent<SupportFormValues>;
