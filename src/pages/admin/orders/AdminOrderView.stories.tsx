import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { AdminOrderDetail } from '#contract/admin/orders.ts';
import { declinedOrder } from '#machines/adminOrderAction/adminOrder.fixtures.ts';
import { AdminOrderView } from './AdminOrderView.tsx';

/** The skin's picture drawn inline: the stories reach no image server. */
const itemArt =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23334155'/%3E%3C/svg%3E";
const declined: AdminOrderDetail = {
  ...declinedOrder,
  items: declinedOrder.items.map((item) => ({ ...item, image_url: itemArt })),
};

const meta = {
  title: 'Back-office/Order',
  component: AdminOrderView,
  args: { order: declined, onChanged: fn() },
} satisfies Meta<typeof AdminOrderView>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .map((button) => button.textContent);

const unpaid: AdminOrderDetail = {
  ...declined,
  status: 'awaiting_payment',
  reason: null,
  payment: { ...declined.payment, payment_id: null, events: [] },
  delivery: { ...declined.delivery, offer_id: null, offer_state: null, attempts: 0 },
  timeline: [],
  actions: ['cancel', 'note'],
};

const refunded: AdminOrderDetail = {
  ...declined,
  status: 'refunded',
  reason: 'The buyer returned the skin by trade',
  payment: {
    ...declined.payment,
    refund: {
      amount: 34.12,
      currency: 'EUR',
      reason: 'The buyer returned the skin by trade',
      created_at: '2026-11-20T11:00:00.000Z',
    },
  },
  timeline: [
    ...declined.timeline,
    {
      id: 2,
      at: '2026-11-20T11:00:00.000Z',
      from_status: 'offer_declined',
      to_status: 'refunded',
      event: 'admin.refund',
      actor: { kind: 'admin', name: 'admin' },
      text: 'The buyer returned the skin by trade',
    },
  ],
  actions: ['note'],
};

export const OfferDeclined: Story = {
  play: async ({ canvasElement }) => {
    await expect(actionNames(canvasElement)).toEqual(['Refund', 'Re-send trade offer', 'Add a note']);
    await expect(within(canvasElement).getByText('Declined')).toBeVisible();
  },
};

export const AwaitingPayment: Story = {
  args: { order: unpaid },
  play: async ({ canvasElement }) => {
    await expect(actionNames(canvasElement)).toEqual(['Cancel order', 'Add a note']);
  },
};

export const Refunded: Story = {
  args: { order: refunded },
  play: async ({ canvasElement }) => {
    await expect(actionNames(canvasElement)).toEqual(['Add a note']);
    await expect(within(canvasElement).getAllByText('The buyer returned the skin by trade').length).toBeGreaterThan(0);
  },
};

/** Placed by an admin, paid outside the site, with many skins and a long internal note. */
export const PlacedByAnAdmin: Story = {
  args: {
    order: {
      ...declined,
      status: 'delivered',
      placed_by: { id: 1, name: 'admin' },
      payment: { ...declined.payment, paid_outside: true, checkout_session: null, payment_id: null, events: [] },
      items: Array.from({ length: 6 }, (_, index) => ({
        ...(declined.items[0] as AdminOrderDetail['items'][number]),
        skin_id: 20 + index,
        name: `StatTrak™ M4A1-S | Printstream (Minimal Wear) souvenir package ${index + 1}`,
      })),
      timeline: [
        {
          id: 3,
          at: '2026-11-20T10:00:00.000Z',
          from_status: 'awaiting_payment',
          to_status: 'awaiting_payment',
          event: 'admin.note',
          actor: { kind: 'admin', name: 'admin' },
          text: 'Paid by bank transfer on 19 November, reference SM-2026-11-19-0042; the buyer asked for the offer after 18:00 because of a trade hold on his side.',
        },
      ],
      actions: ['refund', 'note'],
    },
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Rembourser' })).toBeVisible();
  },
};
