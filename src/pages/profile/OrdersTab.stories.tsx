import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { OrdersList } from './OrdersTab.tsx';
import { orderSummaries } from './orders.fixtures.ts';

const meta = {
  title: 'Profile/Orders list',
  component: OrdersList,
  // Each order, and the store from an empty list, are linked through the router.
  decorators: [(Story) => <StoryRouter path="/profile">{Story()}</StoryRouter>],
  args: { orders: orderSummaries, isError: false, onRetry: fn() },
} satisfies Meta<typeof OrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'My Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['ID', 'Order status', 'Skins', 'Date', 'Total']);
    await expect(canvas.getByRole('link', { name: 'Order #1057' })).toHaveAttribute('href', '/profile/orders/1057');
    const declined = canvas.getByRole('row', { name: /#1049/ });
    await expect(within(declined).getByText('Offer declined')).toBeVisible();
    await expect(within(declined).getByText(/^612\.00\sUSD$/)).toBeVisible();
    await expect(within(declined).getByText('Nov 15, 2026', { exact: false })).toBeVisible();
    // Three skins: two named, the third counted.
    const delivered = canvas.getByRole('row', { name: /#1042/ });
    await expect(within(delivered).getByText('+1 more')).toBeVisible();
    await expect(within(delivered).queryByText('Dragonclaw Hook')).toBeNull();
  },
};

export const Loading: Story = {
  args: { orders: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your orders');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse CS2 skins' })).toHaveAttribute('href', '/cs-store');
  },
};

export const LoadFailed: Story = {
  args: { orders: undefined, isError: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A refresh that fails keeps the orders already on screen. */
export const RefreshFailed: Story = {
  args: { isError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'My Orders' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
