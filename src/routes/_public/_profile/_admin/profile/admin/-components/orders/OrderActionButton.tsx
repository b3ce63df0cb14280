import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { readMessage } from '#api/serverMessages.ts';
import type { AdminOrderAction } from '#contract/admin/orders.ts';
import { adminOrderActionMachine } from '#machines/adminOrderAction/adminOrderAction.machine.ts';
import { selectFieldErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { Button } from '#ui/Button/Button.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './AdminOrder.css.ts';

interface ActionWording {
  button: MessageDescriptor;
  heading: MessageDescriptor;
  explanation: MessageDescriptor;
  field: MessageDescriptor;
  confirm: MessageDescriptor;
}

export const actionWording: Record<AdminOrderAction, ActionWording> = {
  refund: {
    button: msg`Refund`,
    heading: msg`Refund this order`,
    explanation: msg`The whole amount goes back through the payment gateway; skins not yet delivered return to the store.`,
    field: msg`Reason`,
    confirm: msg`Refund the order`,
  },
  resend: {
    button: msg`Re-send trade offer`,
    heading: msg`Send a new trade offer`,
    explanation: msg`A fresh offer with the same order code goes to the buyer's trade link. It counts as one more attempt.`,
    field: msg`Reason`,
    confirm: msg`Send the offer`,
  },
  cancel: {
    button: msg`Cancel order`,
    heading: msg`Cancel this unpaid order`,
    explanation: msg`Its checkout closes and its skins go back on sale.`,
    field: msg`Reason`,
    confirm: msg`Cancel the order`,
  },
  note: {
    button: msg`Add a note`,
    heading: msg`Internal note`,
    explanation: msg`Shown in the timeline to admins only, never to the buyer.`,
    field: msg`Note`,
    confirm: msg`Add the note`,
  },
};

export interface OrderActionButtonProps {
  orderId: number;
  action: AdminOrderAction;
  /** Reloads the order page (and lists) once the server has done it. */
  onDone: () => void;
}

/** One action of the order page, behind its confirmation: the reason, then the server's answer as a toast. */
export function OrderActionButton({ orderId, action, onDone }: OrderActionButtonProps) {
  const { i18n } = useLingui();
  const flow = useActorRef(
    adminOrderActionMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(readMessage(message, i18n)),
        notifyFailure: (_, { messages }) => {
          for (const message of messages) notify.error(readMessage(message, i18n));
        },
        afterSuccess: onDone,
      },
    }),
  );
  const isOpen = useSelector(flow, (snapshot) => snapshot.hasTag('open'));
  const isBusy = useSelector(flow, selectIsBusy);
  const reasonError = useSelector(flow, selectFieldErrors).reason;
  const [reason, setReason] = useState('');
  const wording = actionWording[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'form.submit', values: { action, orderId, reason } });
  };
  return (
    <>
      <Button
        variant={action === 'refund' || action === 'cancel' ? 'secondary' : 'ghost'}
        onPress={() => {
          setReason('');
          flow.send({ type: 'form.open' });
        }}
      >
        {i18n._(wording.button)}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={(open) => !open && flow.send({ type: 'form.cancel' })}>
        <Dialog heading={i18n._(wording.heading)}>
          <form className={styles.actionForm} onSubmit={submit}>
            <p className={styles.muted}>{i18n._(wording.explanation)}</p>
            <TextArea
              label={i18n._(wording.field)}
              value={reason}
              onChange={setReason}
              isDisabled={isBusy}
              isRequired
              validationBehavior="aria"
              rows={3}
              isInvalid={reasonError !== undefined}
              errorMessage={reasonError && readMessage(reasonError, i18n)}
              autoFocus
            />
            <div className={styles.actionButtons}>
              <Button type="submit" isPending={isBusy}>
                {i18n._(wording.confirm)}
              </Button>
              <Button variant="ghost" slot="close" isDisabled={isBusy}>
                {i18n._(msg({ message: 'Back', context: 'closes a dialog' }))}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </>
  );
}
