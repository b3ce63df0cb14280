import { msg } from '@lingui/core/macro';
import type { AdminOrderAction } from '#contract/admin/orders.ts';
import { adminOrderActionMachine } from '#machines/adminOrderAction/adminOrderAction.machine.ts';
import { type ActionWording, ConfirmedAction } from '../backoffice/ConfirmedAction.tsx';

export const actionWording: Record<AdminOrderAction, ActionWording> = {
  refund: {
    button: msg`Refund`,
    heading: msg`Refund this order`,
    explanation: msg`The whole amount goes back through the payment gateway; skins not yet delivered return to the store.`,
    confirm: msg`Refund the order`,
    reason: msg`Reason`,
    destructive: true,
  },
  resend: {
    button: msg`Re-send trade offer`,
    heading: msg`Send a new trade offer`,
    explanation: msg`A fresh offer with the same order code goes to the buyer's trade link. It counts as one more attempt.`,
    confirm: msg`Send the offer`,
    reason: msg`Reason`,
  },
  cancel: {
    button: msg`Cancel order`,
    heading: msg`Cancel this unpaid order`,
    explanation: msg`Its checkout closes and its skins go back on sale.`,
    confirm: msg`Cancel the order`,
    reason: msg`Reason`,
    destructive: true,
  },
  note: {
    button: msg`Add a note`,
    heading: msg`Internal note`,
    explanation: msg`Shown in the timeline to admins only, never to the buyer.`,
    confirm: msg`Add the note`,
    reason: msg`Note`,
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
  return (
    <ConfirmedAction
      machine={adminOrderActionMachine}
      values={(reason) => ({ action, orderId, reason })}
      wording={actionWording[action]}
      onDone={onDone}
    />
  );
}
