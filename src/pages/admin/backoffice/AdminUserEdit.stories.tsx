import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { listEndpoints } from '#contract/lists.ts';
import { AdminUserEdit } from './AdminUserEdit.tsx';
import { bannedShopper, shopper } from './backoffice.fixtures.ts';

const meta = {
  title: 'Back-office/Edit user',
  component: AdminUserEdit,
  args: { user: shopper, onChanged: fn() },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(mswUrl(listEndpoints.countries), () =>
        HttpResponse.json([
          { code: 'FR', name: 'France' },
          { code: 'DE', name: 'Germany' },
        ]),
      ),
    );
  },
} satisfies Meta<typeof AdminUserEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+33612345678');
    await expect(canvas.getByText("'+' then up to 15 digits")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ban' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make admin' })).toBeVisible();
  },
};

export const Banned: Story = {
  args: { user: bannedShopper },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargeback fraud on three orders')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lift the ban' })).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: { ...shopper, is_admin: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove admin rights' })).toBeVisible();
  },
};

/** The shopper's own rules: a phone without '+' is refused on its field before anything is sent. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '0612');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText("Must start with '+' and have up to 15 digits")).toBeVisible();
  },
};

/** The ban's confirmation asks for the reason the audit log keeps. */
export const BanConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ban' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Ban this user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban the user' }));
    // Visible once the dialog has faded in (it starts transparent).
    const error = await within(dialog).findByText('Give a reason of at least 3 characters');
    await waitFor(() => expect(error).toBeVisible());
  },
};

export const LongText: Story = {
  args: {
    user: {
      ...bannedShopper,
      username: 'maximilian_alexander_von_hohenzollern',
      street_address: 'Appartement 42, Résidence des Grands Boulevards, 118 avenue des Champs-Élysées',
      ban_reason: 'Three chargebacks in a week, each after the skins were delivered; the bank confirmed the fraud.',
    },
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('« + » puis 15 chiffres au plus')).toBeVisible();
  },
};
