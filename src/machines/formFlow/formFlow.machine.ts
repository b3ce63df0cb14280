import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { formFailureOf } from '#api/errors.ts';
import type { ShopMessage } from '#api/serverMessages.ts';
import type { EventDescriptions } from '../eventDescriptions.ts';
import type { FieldErrors, FormFlowContext, FormFlowEvent, FormFlowTag } from './formFlow.types.ts';

/**
 * # Form flows: one shape for every form and every confirmed action
 *
 * ```
 *  (closed) ──form.open──▶ editing ──form.submit──▶ submitting ──done──▶ succeeded
 *     ▲        (confirm     │  ▲  invalid ◀─┘ (a rule       (tag busy)  └─error─▶ editing.failed
 *     └──form.cancel────────┘  └── every submit checks again, and shows every current problem
 * ```
 *
 * - **edit → validate**: each `form.submit` runs `validate(values)`, the client rules, from scratch. The
 *   errors are all the current ones, replacing the previous submit's (a second, third… invalid submit shows
 *   its errors just like the first).
 * - **submit**: the `submit` actor sends the values; meanwhile the flow is tagged `busy` (lock the controls,
 *   keep the values on screen; a second submit is ignored).
 * - **success**: `notifySuccess` with the server's message (`successMessage(answer)`), then `afterSuccess`
 *   (reset the form, close the dialog, reload the list: whatever the mount provides; by default nothing,
 *   so the values stay). The flow goes back to editing (tag `succeeded`); with `leaveAfterMs` it stays
 *   `busy` that long and then runs `leave` and stops; a confirm flow closes.
 * - **failure**: the server's field errors go onto the fields (the form lists them in `fields`), in the
 *   shopper's language; what belongs to no field goes to `notifyFailure` (one toast per message) and to
 *   `formErrors`. Each message is said once, in one place. The values stay; the flow is tagged `failed`.
 * - **sign in again** (`signInRequired`): a refusal that a fresh sign-in lifts (a sensitive change needs a recent
 *   one) goes to `editing.signInRequired` (tag `signInRequired`) instead of `failed`, and is not toasted: the mount
 *   offers the sign-in. The values stay.
 * - **confirm** (`confirm: true`, the admin actions: "confirm with reason → in flight, controls locked →
 *   success toast and reload, or the server's message as an error toast and nothing changed"): the flow
 *   starts `closed`; `form.open` shows the confirmation (tag `open`), whose values (the reason) go through
 *   the same validate/submit; `form.cancel` closes it while not in flight; success closes it.
 *
 * ## Using it
 * ```ts
 * export const banUserMachine = createFormFlow({
 *   id: 'banUser',
 *   description: 'Bans a user, with the reason written in the audit log.',
 *   fields: ['reason'],
 *   validate: ({ reason }: { reason: string }) => (reason.trim() === '' ? { reason: reasonRequired } : {}),
 *   submit: ({ reason }, signal) => banUser(userId, reason, signal),
 *   successMessage: (answer) => serverMessage(answer.detail),
 *   confirm: true,
 * });
 * // where it is mounted (tests provide spies the same way):
 * useActorRef(banUserMachine.provide({ actions: { notifySuccess, notifyFailure, afterSuccess: reload } }));
 * ```
 * The UI sends `{ type: 'form.submit', values }` and reads tags (`busy`, `invalid`, `failed`, `succeeded`,
 * `open`) and the context through `selectFieldErrors`, `selectFormErrors`, `selectConfirmation`, never
 * state paths. Messages are `ShopMessage`s: read them with `readMessage(message, i18n)` when rendering, so
 * a language switch re-words what is on screen.
 *
 * Named effects, provided where mounted: actions `notifySuccess({ message })`, `notifyFailure({ messages })`,
 * `afterSuccess`, `leave`; actor `submit` (defaults to `options.submit`); delay `leaveDelay`.
 */
export interface FormFlowOptions<Values, Answer, Field extends string> {
  id: string;
  description: string;
  /** The form's fields: a server field error is put on its field only when the form has that field. */
  fields: readonly Field[];
  /** The client rules: every current problem, one message per field; none when the values may be sent. */
  validate: (values: Values) => FieldErrors<Field>;
  /** Sends the values (the default `submit` actor; a mount or a test may provide another). */
  submit: (values: Values, signal: AbortSignal) => Promise<Answer>;
  /** What the success toast says, from the server's answer. */
  successMessage: (answer: Answer) => ShopMessage;
  /** An action behind a confirmation: the flow starts closed and closes after success. */
  confirm?: boolean;
  /** After success, stay locked this long, then run `leave` and stop (e.g. 2 s then go home). */
  leaveAfterMs?: number;
  /** True for a refusal that only a fresh sign-in lifts: the flow asks for it instead of failing. */
  signInRequired?: (error: unknown) => boolean;
}

const noProblems = <Field extends string>(): FormFlowContext<Field> => ({
  fieldErrors: {},
  formErrors: [],
  confirmation: undefined,
});

export function createFormFlow<Values, Answer, Field extends string>(options: FormFlowOptions<Values, Answer, Field>) {
  const { id, description, fields, validate, successMessage, confirm = false, leaveAfterMs } = options;
  const { signInRequired } = options;
  const failureOf = (error: unknown) => formFailureOf(error, fields);
  const leaves = leaveAfterMs !== undefined;
  /** After success the form is there again (neither closed nor left). */
  const staysOpen = !confirm && !leaves;

  return setup({
    types: {
      context: {} as FormFlowContext<Field>,
      events: {} as FormFlowEvent<Values>,
      tags: {} as FormFlowTag,
    },
    schemas: {
      events: {
        'form.submit': {
          description: 'The form is submitted with its values: checked by the client rules, then sent.',
        },
        'form.open': { description: 'The admin presses the action’s button: its confirmation opens.' },
        'form.cancel': { description: 'The confirmation is closed without doing anything (Back).' },
      } satisfies EventDescriptions<FormFlowEvent<Values>>,
    },
    actors: {
      // Typed loosely inside: TypeScript cannot resolve XState's actor types over a factory's type parameters.
      // The options keep the types where a flow is written; a provided `submit` is checked by its tests.
      submit: fromPromise<unknown, unknown>(({ input, signal }) => options.submit(input as Values, signal)),
    },
    actions: {
      showFieldErrors: assign((_, params: { fieldErrors: FieldErrors<Field> }) => ({
        ...noProblems<Field>(),
        fieldErrors: params.fieldErrors,
      })),
      forgetOutcome: assign(noProblems<Field>),
      rememberFailure: assign((_, params: { fieldErrors: FieldErrors<Field>; formErrors: ShopMessage[] }) => ({
        ...noProblems<Field>(),
        ...params,
      })),
      rememberConfirmation: assign({ confirmation: (_, params: { message: ShopMessage }) => params.message }),
      notifySuccess: (_, _params: { message: ShopMessage }) => {},
      notifyFailure: (_, _params: { messages: readonly ShopMessage[] }) => {},
      afterSuccess: () => {},
      leave: () => {},
    },
    guards: {
      isValid: ({ event }) => {
        assertEvent(event, 'form.submit');
        return Object.keys(validate(event.values)).length === 0;
      },
      isSignInRequired: (_, params: { error: unknown }) => signInRequired?.(params.error) ?? false,
    },
    delays: {
      leaveDelay: leaveAfterMs ?? 0,
    },
  }).createMachine({
    id,
    description,
    context: noProblems<Field>(),
    initial: confirm ? 'closed' : 'editing',
    states: {
      ...(confirm && {
        closed: {
          description: 'Nothing asked yet; opening shows the confirmation with its reason field.',
          on: { 'form.open': { target: 'editing', actions: 'forgetOutcome' } },
        },
      }),
      editing: {
        description: 'The values can be changed and submitted; they are sent only when every client rule holds.',
        tags: confirm ? 'open' : [],
        initial: 'idle',
        on: {
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: 'forgetOutcome' },
            {
              // Re-entering `invalid`: every submit replaces the errors with the current ones.
              target: '.invalid',
              reenter: true,
              actions: {
                type: 'showFieldErrors',
                params: ({ event }) => ({ fieldErrors: validate(event.values) }),
              },
            },
          ],
          ...(confirm ? { 'form.cancel': 'closed' } : {}),
        },
        states: {
          idle: { description: 'Nothing to report yet.' },
          invalid: {
            description: 'The last submit broke a client rule: each faulty field says why; nothing was sent.',
            tags: 'invalid',
          },
          failed: {
            description: 'The server refused the last submit or could not be reached; the values stay for another try.',
            tags: 'failed',
          },
          ...(signInRequired && {
            signInRequired: {
              description: 'The server wants a fresh sign-in before this change: the mount offers it; the values stay.',
              tags: 'signInRequired',
            },
          }),
          ...(staysOpen && {
            succeeded: {
              description: 'The last submit went through; its confirmation shows until the next submit.',
              tags: 'succeeded',
            },
          }),
        },
      },
      submitting: {
        description: 'The values are on their way: the controls are locked, the values stay on screen.',
        tags: confirm ? ['busy', 'open'] : 'busy',
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ event }: { event: FormFlowEvent<Values> }) => {
            assertEvent(event, 'form.submit');
            return event.values;
          },
          onDone: {
            target: leaves ? 'leaving' : confirm ? 'closed' : 'editing.succeeded',
            actions: [
              {
                type: 'rememberConfirmation',
                params: ({ event }) => ({ message: successMessage(event.output as Answer) }),
              },
              { type: 'notifySuccess', params: ({ event }) => ({ message: successMessage(event.output as Answer) }) },
              'afterSuccess',
            ],
          },
          onError: [
            ...(signInRequired
              ? [
                  {
                    guard: {
                      type: 'isSignInRequired' as const,
                      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
                    },
                    target: 'editing.signInRequired',
                  },
                ]
              : []),
            {
              target: 'editing.failed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => failureOf(event.error) },
                {
                  type: 'notifyFailure',
                  params: ({ event }) => ({ messages: failureOf(event.error).formErrors }),
                },
              ],
            },
          ],
        },
      },
      ...(leaves && {
        leaving: {
          description: 'Done: the confirmation shows, the controls stay locked until the flow leaves.',
          tags: ['busy', 'succeeded'],
          after: { leaveDelay: { target: 'left', actions: 'leave' } },
        },
        left: { description: 'The flow has left (e.g. the user was sent home).', type: 'final' },
      }),
    },
  });
}

export type FormFlowMachine<Values, Answer, Field extends string> = ReturnType<
  typeof createFormFlow<Values, Answer, Field>
>;
export type FormFlowSnapshot<Field extends string> = Pick<
  SnapshotFrom<FormFlowMachine<unknown, unknown, Field>>,
  'context' | 'hasTag'
>;

export const selectIsBusy = <Field extends string>(snapshot: FormFlowSnapshot<Field>) => snapshot.hasTag('busy');
export const selectFieldErrors = <Field extends string>(snapshot: FormFlowSnapshot<Field>) =>
  snapshot.context.fieldErrors;
export const selectFormErrors = <Field extends string>(snapshot: FormFlowSnapshot<Field>) =>
  snapshot.context.formErrors;
export const selectSignInRequired = <Field extends string>(snapshot: FormFlowSnapshot<Field>) =>
  snapshot.hasTag('signInRequired');
export const selectConfirmation = <Field extends string>(snapshot: FormFlowSnapshot<Field>) =>
  snapshot.hasTag('succeeded') ? snapshot.context.confirmation : undefined;
