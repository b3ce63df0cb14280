import type { ShopMessage } from '#api/serverMessages.ts';

/** Why a submit was refused, field by field: our rule's message or the server's, worded when shown. */
export type FieldErrors<Field extends string> = Partial<Record<Field, ShopMessage>>;

export interface FormFlowContext<Field extends string> {
  /** Every current problem of the last submit, one per field (client rules, or the server's field errors). */
  fieldErrors: FieldErrors<Field>;
  /** The server's refusal that belongs to no field (said in the failure toast), kept until the next submit. */
  formErrors: readonly ShopMessage[];
  /** What the server said about the last successful submit, kept until the next one. */
  confirmation: ShopMessage | undefined;
}

export type FormFlowEvent<Values> =
  /** Check the values with the client rules and, when they hold, send them. Every submit checks again. */
  | { type: 'form.submit'; values: Values }
  /** Confirm flows only: open the confirmation (the reason field) of an action. */
  | { type: 'form.open' }
  /** Confirm flows only: close the confirmation without doing anything. */
  | { type: 'form.cancel' };

/**
 * The UI reads these, never state paths.
 * - `busy`: in flight (or, after success, on the way out): lock the controls, show the pending button.
 * - `invalid`: the last submit broke a client rule; `fieldErrors` says where.
 * - `failed`: the server refused the last submit; `fieldErrors` and `formErrors` say why, the values stay.
 * - `succeeded`: the last submit went through; `confirmation` says what the server answered.
 * - `open`: confirm flows only, the confirmation is showing.
 * - `signInRequired`: the server wants a fresh sign-in before this change (flows with `signInRequired` only).
 */
export type FormFlowTag = 'busy' | 'invalid' | 'failed' | 'succeeded' | 'open' | 'signInRequired';
