import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminOrderAction } from '#contract/admin/orders.ts';
import { adminOrderActionMachine } from '#machines/adminOrderAction/adminOrderAction.machine.ts';
import { ConfirmedAction } from '../backoffice/ConfirmedAction.tsx';

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
  const wording = actionWording[action];
  return (
    <ConfirmedAction
      machine={adminOrderActionMachine}
      values={(reason) => ({ action, orderId, reason })}
      trigger={i18n._(wording.button)}
      heading={i18n._(wording.heading)}
      explanation={i18n._(wording.explanation)}
      confirm={i18n._(wording.confirm)}
      reasonLabel={i18n._(wording.field)}
      isDestructive={action === 'refund' || action === 'cancel'}
      onDone={onDone}
    />
  );
}
