import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { AdminUserAction } from '#api/adminUsers.ts';
import { readMessage } from '#api/serverMessages.ts';
import { adminUserActionMachine } from '#machines/adminUserAction/adminUserAction.machine.ts';
import { selectFieldErrors, selectIsBusy } from '#machines/formFlow/formFlow.machine.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface ActionWording {
  button: MessageDescriptor;
  heading: MessageDescriptor;
  explanation: MessageDescriptor;
  confirm: MessageDescriptor;
  destructive: boolean;
}

export const userActionWording: Record<AdminUserAction, ActionWording> = {
  ban: {
    button: msg`Ban`,
    heading: msg`Ban this user`,
    explanation: msg`Every session ends at once and Steam sign-in is refused with a message. Orders already paid go on.`,
    confirm: msg`Ban the user`,
    destructive: true,
  },
  unban: {
    button: msg`Lift the ban`,
    heading: msg`Lift the ban`,
    explanation: msg`The user can sign in with Steam again.`,
    confirm: msg`Lift the ban`,
    destructive: false,
  },
  grantAdmin: {
    button: msg`Make admin`,
    heading: msg`Grant admin rights`,
    explanation: msg`The user gets every back-office page from their next request.`,
    confirm: msg`Grant admin rights`,
    destructive: false,
  },
  revokeAdmin: {
    button: msg`Remove admin rights`,
    heading: msg`Remove admin rights`,
    explanation: msg`Every session of this admin ends at once. The last admin cannot be demoted.`,
    confirm: msg`Remove admin rights`,
    destructive: true,
  },
  signOutEverywhere: {
    button: msg`Sign out everywhere`,
    heading: msg`Sign this user out everywhere`,
    explanation: msg`Every session on every device ends at once; the user can sign in again.`,
    confirm: msg`Sign out everywhere`,
    destructive: true,
  },
};

/** One confirmed action on a user (with the reason the audit log keeps), on the shared form flow. */
export function UserActionButton({
  userId,
  action,
  onDone,
}: {
  userId: number;
  action: AdminUserAction;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const flow = useActorRef(
    adminUserActionMachine.provide({
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
  const wording = userActionWording[action];
  return (
    <ConfirmDialog
      trigger={i18n._(wording.button)}
      heading={i18n._(wording.heading)}
      explanation={i18n._(wording.explanation)}
      confirm={i18n._(wording.confirm)}
      isDestructive={wording.destructive}
      isOpen={isOpen}
      isBusy={isBusy}
      onOpen={() => flow.send({ type: 'form.open' })}
      onCancel={() => flow.send({ type: 'form.cancel' })}
      reason={{ label: t`Reason`, error: reasonError && readMessage(reasonError, i18n) }}
      onConfirm={(reason) => flow.send({ type: 'form.submit', values: { action, userId, reason } })}
    />
  );
}
