import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { purchases } from './orders.fixtures.ts';
import { PurchasesList } from './PurchasesTab.tsx';

const meta = {
  title: 'Profile/Purchases list',
  component: PurchasesList,
  // The empty list links to the store through the router.
  decorators: [(Story) => <StoryRouter path="/profile">{Story()}</StoryRouter>],
  args: { purchases, isError: false, onRetry: fn() },
} satisfies Meta<typeof PurchasesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Purchases: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'My Purchases' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Image', 'Status', 'Item name', 'Wear (float)', 'Items', 'Price']);
    const knife = canvas.getByRole('row', { name: /Butterfly Knife/ });
    await expect(within(knife).getByText('Factory New')).toBeVisible();
    await expect(within(knife).getByText('0.012345')).toBeVisible();
    await expect(within(knife).getByText(/^1,289\.99\sEUR$/)).toBeVisible();
    await expect(within(knife).getByText('Delivered')).toBeVisible();
    // Dota 2 items have no float.
    for (const hook of canvas.getAllByRole('row', { name: /Dragonclaw Hook/ })) {
      await expect(within(hook).getByText('No wear')).toBeVisible();
    }
  },
};

export const Loading: Story = {
  args: { purchases: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your purchases');
  },
};

export const Empty: Story = {
  args: { purchases: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You have not bought anything yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse CS2 skins' })).toHaveAttribute('href', '/cs-store');
  },
};

export const LoadFailed: Story = {
  args: { purchases: undefined, isError: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your purchases could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
