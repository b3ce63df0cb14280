import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import type { FormFlowMachine } from '#machines/formFlow/formFlow.machine.ts';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import * as styles from './Backoffice.css.ts';

/** What a confirmed action says: the catalogue's messages, translated where the action is shown. */
export interface ActionWording {
  /** The button that opens the confirmation. */
  button: MessageDescriptor;
  heading: MessageDescriptor;
  explanation: MessageDescriptor;
  confirm: MessageDescriptor;
  /** The label of the reason field (kept in the audit log); no field without it. Its error is the flow's `reason`. */
  reason?: MessageDescriptor;
  /** An action that takes something away (a refund, a ban): its button stands out. */
  destructive?: boolean;
}

export interface ConfirmedActionProps<Values, Answer, Field extends string> {
  /** The action's flow: a form flow with a confirmation step (`form.open`, tag `open`). */
  machine: FormFlowMachine<Values, Answer, Field>;
  /** What the confirmation sends, from the reason typed in (empty without a reason field). */
  values: (reason: string) => Values;
  wording: ActionWording;
  /** Reloads the page (and lists) once the server has done it. */
  onDone: () => void;
}

/**
 * A back-office action behind its confirmation, on its form flow: optional reason → locked while in flight →
 * the server's answer as a toast, then `onDone`. The order, user and ticket actions are all this.
 */
export function ConfirmedAction<Values, Answer, Field extends string>({
  machine,
  values,
  wording,
  onDone,
}: ConfirmedActionProps<Values, Answer, Field>) {
  const { i18n } = useLingui();
  const { flow, submit, isBusy, fieldErrors } = useFormFlow(machine, { afterSuccess: onDone });
  const isOpen = useSelector(flow, (snapshot) => snapshot.hasTag('open'));
  const reasonError = (fieldErrors as Partial<Record<string, string>>).reason;
  const [reason, setReason] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit(values(reason));
  };
  return (
    <>
      <Button
        variant={wording.destructive ? 'secondary' : 'ghost'}
        onPress={() => {
          setReason('');
          flow.send({ type: 'form.open' });
        }}
      >
        {i18n._(wording.button)}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={(open) => !open && flow.send({ type: 'form.cancel' })}>
        <Dialog heading={i18n._(wording.heading)}>
          <Stack as="form" gap="md" onSubmit={send}>
            <p className={styles.muted}>{i18n._(wording.explanation)}</p>
            {wording.reason && (
              <TextArea
                label={i18n._(wording.reason)}
                value={reason}
                onChange={setReason}
                isDisabled={isBusy}
                isRequired
                validationBehavior="aria"
                rows={3}
                isInvalid={reasonError !== undefined}
                errorMessage={reasonError}
                autoFocus
              />
            )}
            <ConfirmOrBack confirm={i18n._(wording.confirm)} isBusy={isBusy} />
          </Stack>
        </Dialog>
      </Modal>
    </>
  );
}

/** A confirmation's buttons: the action (the form's submit, busy while in flight) and Back, which closes the dialog. */
export function ConfirmOrBack({ confirm, isBusy }: { confirm: string; isBusy: boolean }) {
  const { t } = useLingui();
  return (
    <Inline justifyContent="flex-end">
      <Button type="submit" isPending={isBusy}>
        {confirm}
      </Button>
      <Button variant="ghost" slot="close" isDisabled={isBusy}>
        {t({ message: 'Back', context: 'closes a dialog' })}
      </Button>
    </Inline>
  );
}
