/**
 * The contract's enumerations as plain lists, without their schemas: the SPA validates its URLs with them before
 * any page chunk has loaded (src/routes), so they are kept apart from the schema modules (which build their
 * schemas from them and re-export them), and zod stays out of the SPA's first load (DESIGN.md §6).
 */

/** The currencies prices are shown in (spec §9); EUR until the shopper chooses. */
export const currencyCodes = ['USD', 'EUR', 'AUD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export const defaultCurrencyCode: CurrencyCode = 'EUR';

/** The SPA page a checkout returns to says how it ended (`?outcome=`, contract/orders.ts `checkoutReturnPath`). */
export const checkoutOutcomes = ['paid', 'failed', 'cancelled'] as const;

/** The order lifecycle (server/orders/order.machine.ts). */
export const orderStatuses = [
  'awaiting_payment',
  'paid',
  'offer_sent',
  'awaiting_confirmation',
  'delivered',
  'payment_failed',
  'payment_expired',
  'offer_declined',
  'offer_expired',
  'offer_suspicious',
  'refunded',
  'reversed',
] as const;

/** The back-office lists' sorts (contract/admin/orders.ts, contract/admin/users.ts). */
export const adminOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const adminUserSorts = ['joined_desc', 'joined_asc', 'last_sign_in', 'orders_count', 'amount_spent'] as const;

/** A support ticket's states (contract/admin/support.ts). */
export const ticketStatuses = ['open', 'answered', 'closed'] as const;

/**
 * A listing's state on the back-office's listings page (contract/admin/listings.ts): on sale, or the first reason it
 * is not (server/stock/listings.ts decides it, from the rule that decides whether it is on sale).
 */
export const listingStates = [
  'on_sale',
  'not_inspected',
  'unpriced',
  'needs_attention',
  'reserved',
  'sold',
  'off_sale',
] as const;
export type ListingState = (typeof listingStates)[number];

/** The listings page's sorts: newest listed first, by name, by price (the unpriced last either way). */
export const adminListingSorts = ['newest', 'oldest', 'name_asc', 'name_desc', 'price_desc', 'price_asc'] as const;
