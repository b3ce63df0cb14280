import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { readMessage, type ShopMessage } from '#api/serverMessages.ts';
import {
  type FormFlowMachine,
  selectConfirmation,
  selectFieldErrors,
  selectIsBusy,
  selectSignInRequired,
} from '#machines/formFlow/formFlow.machine.ts';
import { notify } from '#ui/ToastHost/notify.ts';

/** What a mount adds to the flow's toasts: what happens after success, and where a leaving flow goes. */
export interface FormFlowEffects {
  afterSuccess?: () => void;
  leave?: () => void;
}

/**
 * Mounts a form flow (src/machines/formFlow) with the shop's effects: the success toast and one error toast per
 * form-level message, in the active language; the caller's `afterSuccess` and `leave`. Returns what a form
 * needs: `submit`, `isBusy`, the field errors as the form shows them (a new object after every submit, so each
 * submit shows its errors again, and after a language switch) and the last confirmation.
 *
 * The effects may change between renders (a new `onOpenChange`, a new `navigate`): the latest ones run.
 */
export function useFormFlow<Values, Answer, Field extends string>(
  machine: FormFlowMachine<Values, Answer, Field>,
  effects: FormFlowEffects = {},
) {
  // `_` changes with the language: what is on screen is worded again.
  const { i18n, _ } = useLingui();
  const latest = useRef(effects);
  latest.current = effects;
  const [provided] = useState(() =>
    machine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(readMessage(message, i18n)),
        notifyFailure: (_, { messages }) => {
          for (const message of messages) notify.error(readMessage(message, i18n));
        },
        afterSuccess: () => latest.current.afterSuccess?.(),
        leave: () => latest.current.leave?.(),
      },
    }),
  );
  const flow = useActorRef(provided);
  const isBusy = useSelector(flow, selectIsBusy);
  const fieldErrors = useSelector(flow, selectFieldErrors);
  const confirmation = useSelector(flow, selectConfirmation);
  const signInRequired = useSelector(flow, selectSignInRequired);
  const shownErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(fieldErrors).flatMap(([field, message]) =>
          message ? [[field, readMessage(message as ShopMessage, { _ })]] : [],
        ),
      ) as Partial<Record<Field, string>>,
    [fieldErrors, _],
  );
  return {
    flow,
    submit: (values: Values) => flow.send({ type: 'form.submit', values }),
    isBusy,
    fieldErrors: shownErrors,
    confirmation: confirmation && readMessage(confirmation, { _ }),
    /** The server wants a fresh sign-in before this change (flows with `signInRequired`). */
    signInRequired,
  };
}
