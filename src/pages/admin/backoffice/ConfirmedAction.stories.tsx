import { msg } from '@lingui/core/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { adminUserEndpoints } from '#contract/admin/users.ts';
import { ticketMoveMachine } from '#machines/ticketMove/ticketMove.machine.ts';
import { shopper } from './backoffice.fixtures.ts';
import { ConfirmedAction } from './ConfirmedAction.tsx';
import { UserActionButton } from './UserActionButton.tsx';

/** A confirmed action as the user pages mount it: banning the fixture shopper, with the reason the audit log keeps. */
const meta = {
  title: 'Back-office/Confirmed action',
  component: UserActionButton,
  args: { userId: shopper.id, action: 'ban', onDone: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mswUrl(adminUserEndpoints.ban), () =>
        HttpResponse.json({ detail: 'The user was banned.', user: { ...shopper, is_banned: true } }),
      ),
    );
  },
} satisfies Meta<typeof UserActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openDialog = async (canvasElement: HTMLElement, button = 'Ban', name = 'Ban this user') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return within(page(canvasElement).getByRole('dialog', { name }));
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ban' })).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The reason goes with the action; once the server has done it the page reloads and the dialog closes. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban the user' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // The confirm button announced "pending" by its id, and left with the dialog: the announcer keeps the stale
    // entry for 7 s, which a screen reader has already read. Cleared, the page is checked as a reader meets it next.
    clearAnnouncer('assertive');
  },
};

/** Every press checks the reason again and says what is missing under the field, in the page's language. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Ban the user' }));
    await expect(await dialog.findByText('Give a reason of at least 3 characters')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'x');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban the user' }));
    // Checked again, the message is drawn anew: waited for as a whole, not on the element found a moment before.
    await waitFor(() => expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible());
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** While the server works, the controls are locked and the dialog cannot be left. */
export const InFlight: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mswUrl(adminUserEndpoints.ban), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban the user' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeDisabled());
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** The server refuses (the last admin, a race): nothing changed, the dialog stays open with the reason typed. */
export const Refused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mswUrl(adminUserEndpoints.ban), () =>
        HttpResponse.json({ detail: 'An admin cannot ban themself.' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban the user' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Ban the user' })).toBeEnabled());
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Chargeback fraud');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Closing a ticket asks no reason. */
export const WithoutReason: Story = {
  render: ({ onDone }) => (
    <ConfirmedAction
      machine={ticketMoveMachine}
      values={() => ({ ticketId: 7, move: 'close' as const })}
      wording={{
        button: msg`Close ticket`,
        heading: msg`Close this ticket`,
        explanation: msg`The ticket leaves the open list. The customer is not e-mailed.`,
        confirm: msg`Close the ticket`,
      }}
      onDone={onDone}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Close ticket', 'Close this ticket');
    await expect(dialog.queryByRole('textbox')).toBeNull();
  },
};

/** "Back" closes the dialog: not the Dota 2 slot of the same English word. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Bannir' });
    await userEvent.click(trigger);
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Retour' })).toBeVisible());
  },
};
