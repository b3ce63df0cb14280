import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '#ui/Link/Link.tsx';
import { orderDetail } from './orders.fixtures.ts';
import { PaymentResultView } from './PaymentResultView.tsx';

const paidActions = (
  <>
    <Link href="/profile?tab=orders" appearance="button">
      My Orders
    </Link>
    <Link href="/profile/orders/1042" appearance="button" variant="secondary">
      Order details
    </Link>
  </>
);
const retryActions = (
  <>
    <Link href="/cart" appearance="button">
      Back to cart
    </Link>
    <Link href="/profile?tab=orders" appearance="button" variant="secondary">
      My Orders
    </Link>
  </>
);

const meta = {
  title: 'Profile/Payment result',
  component: PaymentResultView,
  args: { order: orderDetail('paid'), result: 'received', actions: paidActions },
} satisfies Meta<typeof PaymentResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your payment was received/)).toBeVisible();
    await expect(canvas.getByText('Order #1042')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Status: Paid');
    await expect(canvas.getByRole('list', { name: 'Delivery progress' })).toBeVisible();
    await expect(canvas.getByText('AK-47 | Redline')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/profile?tab=orders');
  },
};

export const Delivered: Story = {
  args: { order: orderDetail('delivered') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Status: Delivered');
  },
};

export const Confirming: Story = {
  name: 'Confirming (the gateway has not answered yet)',
  args: { order: orderDetail('awaiting_payment'), result: 'confirming' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/waiting for the payment provider/)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { order: orderDetail('payment_failed'), result: 'failed', actions: retryActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/did not go through.*back in your cart/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Delivery progress' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  },
};

export const Cancelled: Story = {
  args: { order: orderDetail('payment_expired'), result: 'cancelled', actions: retryActions },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You cancelled the payment/)).toBeVisible();
  },
};
