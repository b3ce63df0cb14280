import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import type { OrderStatus } from '#contract/orders.ts';
import { Button } from '#ui/Button/Button.tsx';
import { OrderDetailView } from './OrderDetailView.tsx';
import { orderDetail } from './orders.fixtures.ts';

/** Ten minutes before the fixtures' checkout closes. */
const beforeExpiry = new Date('2026-11-20T10:05:00.000Z');

const meta = {
  title: 'Profile/Order detail',
  component: OrderDetailView,
  args: { order: orderDetail('offer_sent'), now: beforeExpiry },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const timelineSteps = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
const currentStep = (canvasElement: HTMLElement) =>
  timelineSteps(canvasElement).find((step) => step.getAttribute('aria-current') === 'step');

export const AwaitingPayment: Story = {
  args: { order: orderDetail('awaiting_payment') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Status: Awaiting payment');
    await expect(
      canvas.getByText(/Pay before Nov 20, 2026.*\(1 hour left\), or the skins go back on sale\./),
    ).toBeVisible();
    await expect(currentStep(canvasElement)).toHaveTextContent('Awaiting payment');
    // Without a trusted open checkout, no 'Pay now' is offered.
    await expect(canvas.queryByRole('link', { name: 'Pay now' })).toBeNull();
    await expect(canvas.queryByText('Offer ID')).toBeNull();
  },
};

export const AwaitingPaymentWithOpenCheckout: Story = {
  args: {
    order: orderDetail('awaiting_payment', { checkout_url: 'https://pay.example.test/checkout/cs_1042' }),
    payUrl: 'https://pay.example.test/checkout/cs_1042',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      'https://pay.example.test/checkout/cs_1042',
    );
  },
};

export const CheckoutClosed: Story = {
  args: { order: orderDetail('awaiting_payment'), now: new Date('2026-11-20T10:20:00.000Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The checkout closed on Nov 20, 2026/)).toBeVisible();
  },
};

export const Paid: Story = {
  args: { order: orderDetail('paid') },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent('Status: Paid');
    await expect(currentStep(canvasElement)).toHaveTextContent('Paid');
  },
};

export const AwaitingConfirmation: Story = {
  args: { order: orderDetail('awaiting_confirmation') },
  play: async ({ canvasElement }) => {
    await expect(currentStep(canvasElement)).toHaveTextContent('Awaiting Steam Guard confirmation');
  },
};

export const OfferSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Status: Offer sent');
    await expect(currentStep(canvasElement)).toHaveTextContent('Offer sent');
    await expect(canvas.getByText('SkinsMarket Bot #1')).toBeVisible();
    await expect(canvas.getByText('6120458812')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Order code' });
    await expect(code).toHaveValue('K7QX-29FD');
    await expect(code).toHaveAttribute('readonly');
    await expect(code).toHaveAccessibleDescription(
      'Before you accept the trade offer in Steam, check that its message says "Order K7QX-29FD". Decline any offer without this code.',
    );
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the order code' }));
    await expect(writeText).toHaveBeenCalledWith('K7QX-29FD');
    writeText.mockRestore();
  },
};

export const Delivered: Story = {
  args: { order: orderDetail('delivered') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Status: Delivered');
    await expect(currentStep(canvasElement)).toBeUndefined();
    for (const step of timelineSteps(canvasElement)) await expect(step).toHaveTextContent('(done)');
    await expect(canvas.getByText('0.251234')).toBeVisible();
    await expect(canvas.getByText('Field-Tested')).toBeVisible();
    await expect(canvas.getAllByText(/^1,331\.49\sEUR$/)).toHaveLength(2);
    await expect(canvas.getByText('Card')).toBeVisible();
  },
};

export const OfferDeclinedWithRetriesLeft: Story = {
  args: {
    order: orderDetail('offer_declined', {
      delivery: { ...orderDetail('offer_declined').delivery, offer_attempts: 2 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The trade offer was declined. We are sending you a new one.')).toBeVisible();
    await expect(canvas.getByText('Offer 2 of 3')).toBeVisible();
    const failed = timelineSteps(canvasElement).filter((step) => step.dataset.state === 'failed');
    await expect(failed.map((step) => step.textContent)).toEqual(['✕Offer declined (failed)Offer 2 of 3']);
  },
};

export const OfferExpiredAtLastAttempt: Story = {
  args: {
    order: orderDetail('offer_expired', { delivery: { ...orderDetail('offer_expired').delivery, offer_attempts: 3 } }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The trade offer expired again. Your payment is being refunded.'),
    ).toBeVisible();
  },
};

export const OfferTamperedWith: Story = {
  args: {
    order: orderDetail('offer_suspicious', { reason: 'The trade offer was countered' }),
    resend: { onConfirm: fn(), isPending: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(statusOf(canvasElement)).toHaveTextContent('Status: Offer tampered with');
    await expect(canvas.getByText('Do not accept any trade offer for this order right now.')).toBeVisible();
    // What a genuine offer carries: our bot's name and the order's code.
    await expect(
      canvas.getByText(/Our offers come only from SkinsMarket Bot #1 and carry the code K7QX-29FD/),
    ).toBeVisible();
    const failed = timelineSteps(canvasElement).filter((step) => step.dataset.state === 'failed');
    await expect(failed.map((step) => step.textContent)).toEqual(['✕Offer tampered with (failed)Offer 1 of 3']);
    await userEvent.click(canvas.getByRole('button', { name: 'My account is safe: send a new offer' }));
    await expect(args.resend?.onConfirm).toHaveBeenCalledOnce();
  },
};

export const OfferTamperedWithConfirming: Story = {
  args: {
    order: orderDetail('offer_suspicious', { reason: 'The trade offer was cancelled, and not by us' }),
    resend: { onConfirm: fn(), isPending: true },
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /send a new offer/ });
    await userEvent.click(button);
    await expect(args.resend?.onConfirm).not.toHaveBeenCalled();
  },
};

export const PaymentFailed: Story = {
  args: { order: orderDetail('payment_failed') },
  play: async ({ canvasElement }) => {
    const steps = timelineSteps(canvasElement);
    await expect(steps[0]).toHaveTextContent('Payment failed (failed)');
    await expect(steps[4]).toHaveTextContent('Delivered (skipped)');
  },
};

export const PaymentExpired: Story = { args: { order: orderDetail('payment_expired') } };

export const RefundedAfterOffers: Story = {
  args: {
    order: orderDetail('refunded', { delivery: { ...orderDetail('refunded').delivery, offer_attempts: 3 } }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No trade offer was accepted after 3 attempts, so your payment was refunded.'),
    ).toBeVisible();
    await expect(timelineSteps(canvasElement)[4]).toHaveTextContent('Refunded (failed)');
  },
};

export const RefundedLatePayment: Story = {
  args: {
    order: orderDetail('refunded', { delivery: { ...orderDetail('refunded').delivery, offer_attempts: 0 } }),
  },
};

export const Reversed: Story = {
  args: { order: orderDetail('reversed') },
  play: async ({ canvasElement }) => {
    await expect(statusOf(canvasElement)).toHaveTextContent('Status: Trade reversed');
  },
};

const delivery: OrderStatus[] = ['paid', 'awaiting_confirmation', 'offer_sent', 'delivered'];

/** Each press stands for a poll that brought a new status: the status region says it again. */
function LiveOrder() {
  const [step, setStep] = useState(0);
  const status = delivery[step] ?? 'delivered';
  return (
    <>
      <Button onPress={() => setStep((current) => current + 1)}>Next poll</Button>
      <OrderDetailView order={orderDetail(status)} now={beforeExpiry} />
    </>
  );
}

export const LiveStatus: Story = {
  render: () => <LiveOrder />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = statusOf(canvasElement);
    await expect(region).toHaveTextContent('Status: Paid');
    for (const label of ['Awaiting Steam Guard confirmation', 'Offer sent', 'Delivered']) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next poll' }));
      // The same live region, updated in place, is what assistive technology announces.
      await expect(statusOf(canvasElement)).toBe(region);
      await expect(region).toHaveTextContent(`Status: ${label}`);
    }
  },
};
