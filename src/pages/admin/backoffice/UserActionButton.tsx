import { msg } from '@lingui/core/macro';
import type { AdminUserAction } from '#api/adminUsers.ts';
import { adminUserActionMachine } from '#machines/adminUserAction/adminUserAction.machine.ts';
import { type ActionWording, ConfirmedAction } from './ConfirmedAction.tsx';

export const userActionWording: Record<AdminUserAction, Omit<ActionWording, 'reason'>> = {
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

/**
 * One confirmed action on a user (with the reason the audit log keeps).
 *
 * Use it for role and ban changes on the user edit page. Not for editing the user's details (the form above it).
 */
export function UserActionButton({
  userId,
  action,
  onDone,
}: {
  /** The user acted on. */
  userId: number;
  /** Which action: ban, lift the ban, grant or remove admin rights, sign out everywhere. */
  action: AdminUserAction;
  /** The server carried it out: the page reloads the user. */
  onDone: () => void;
}) {
  return (
    <ConfirmedAction
      machine={adminUserActionMachine}
      values={(reason) => ({ action, userId, reason })}
      wording={{ ...userActionWording[action], reason: msg`Reason` }}
      onDone={onDone}
    />
  );
}
