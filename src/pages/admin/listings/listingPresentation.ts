import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminListingAction, ListingState } from '#contract/admin/listings.ts';
import type { BadgeProps } from '#ui/Badge/Badge.tsx';

/** How each state reads on the page: its badge and its filter's checkbox. */
export const listingStatePresentation: Record<ListingState, { label: MessageDescriptor; tone: BadgeProps['tone'] }> = {
  on_sale: { label: msg`On sale`, tone: 'success' },
  not_inspected: { label: msg`Not inspected`, tone: 'accent' },
  unpriced: { label: msg`Unpriced`, tone: 'warning' },
  needs_attention: { label: msg`Needs attention`, tone: 'danger' },
  reserved: { label: msg`Reserved`, tone: 'accent' },
  sold: { label: msg`Sold`, tone: 'neutral' },
  off_sale: { label: msg`Off sale`, tone: 'neutral' },
};

/** What an action says: in a row's menu, on the selection's bar, in its confirmation. */
export interface ListingActionWording {
  /** The menu item and the selection bar's button (both open the confirmation). */
  trigger: MessageDescriptor;
  heading: MessageDescriptor;
  explanation: MessageDescriptor;
  confirm: MessageDescriptor;
}

export const listingActionWording: Record<AdminListingAction, ListingActionWording> = {
  take_off_sale: {
    trigger: msg`Take off sale…`,
    heading: msg`Take off sale`,
    explanation: msg`Shoppers no longer find it in the store. An order that holds it goes on; if the order lets it go, it stays off sale.`,
    confirm: msg`Take off sale`,
  },
  put_on_sale: {
    trigger: msg`Put back on sale…`,
    heading: msg`Put back on sale`,
    explanation: msg`It sells again unless something else keeps it off (no price, an inspection to wait for). A listing the sync took off sale comes back with the sync.`,
    confirm: msg`Put back on sale`,
  },
  fix_price: {
    trigger: msg`Set fixed price…`,
    heading: msg`Set a fixed price`,
    explanation: msg`It overrides the rule’s price until cleared. An order that holds it keeps the price it was reserved at.`,
    confirm: msg`Set the price`,
  },
  clear_price: {
    trigger: msg`Clear fixed price…`,
    heading: msg`Clear the fixed price`,
    explanation: msg`The rule’s price applies again.`,
    confirm: msg`Clear the price`,
  },
};

/** The actions in the order the menus list them. */
export const listingActionOrder: readonly AdminListingAction[] = [
  'fix_price',
  'clear_price',
  'take_off_sale',
  'put_on_sale',
];
