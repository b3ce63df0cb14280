import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '#contract/orders.ts';
import type { BadgeVariants } from '#ui/Badge/Badge.css.ts';

interface StatusPresentation {
  label: MessageDescriptor;
  /** Green once the skins are the buyer's, red when the order failed, amber while the buyer has something to do. */
  tone: NonNullable<BadgeVariants['tone']>;
}

/** How every order status reads, in the orders list, the purchases list and the order page alike. */
export const orderStatusPresentation: Record<OrderStatus, StatusPresentation> = {
  awaiting_payment: { label: msg`Awaiting payment`, tone: 'warning' },
  paid: { label: msg`Paid`, tone: 'accent' },
  offer_sent: { label: msg`Offer sent`, tone: 'accent' },
  awaiting_confirmation: { label: msg`Awaiting Steam Guard confirmation`, tone: 'accent' },
  delivered: { label: msg`Delivered`, tone: 'success' },
  payment_failed: { label: msg`Payment failed`, tone: 'danger' },
  payment_expired: { label: msg`Payment expired`, tone: 'neutral' },
  offer_declined: { label: msg`Offer declined`, tone: 'warning' },
  offer_expired: { label: msg`Offer expired`, tone: 'warning' },
  offer_suspicious: { label: msg`Offer tampered with`, tone: 'danger' },
  refunded: { label: msg`Refunded`, tone: 'neutral' },
  reversed: { label: msg`Trade reversed`, tone: 'danger' },
};
