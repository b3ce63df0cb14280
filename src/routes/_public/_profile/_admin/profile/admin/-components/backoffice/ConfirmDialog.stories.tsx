import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Back-office/Confirm dialog',
  component: ConfirmDialog,
  args: {
    trigger: 'Ban',
    heading: 'Ban this user',
    explanation: 'Every session ends at once and Steam sign-in is refused with a message. Orders already paid go on.',
    confirm: 'Ban the user',
    isOpen: false,
    isBusy: false,
    isDestructive: true,
    reason: { label: 'Reason', error: undefined },
    onOpen: fn(),
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = 'Ban this user') =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name });

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ban' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

export const WithReason: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Ban the user' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Chargeback fraud');
  },
};

export const ReasonMissing: Story = {
  args: { isOpen: true, reason: { label: 'Reason', error: 'Give a reason of at least 3 characters' } },
  play: async ({ canvasElement }) => {
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialogOf(canvasElement)).getByText('Give a reason of at least 3 characters')).toBeVisible(),
    );
  },
};

export const InFlight: Story = {
  args: { isOpen: true, isBusy: true },
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

/** Closing or reopening a ticket asks no reason. */
export const WithoutReason: Story = {
  args: {
    isOpen: true,
    trigger: 'Close ticket',
    heading: 'Close this ticket',
    explanation: 'The ticket leaves the open list. The customer is not e-mailed.',
    confirm: 'Close the ticket',
    isDestructive: false,
    reason: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(dialogOf(canvasElement, 'Close this ticket')).queryByRole('textbox')).toBeNull();
  },
};

export const French: Story = {
  args: { isOpen: true },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(dialogOf(canvasElement)).getByRole('button', { name: 'Retour' })).toBeVisible());
  },
};
