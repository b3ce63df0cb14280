import type { AdminListingActionRequest } from '#api/adminListings.ts';

/**
 * What the confirmation sends: the action, the listing or the selection, the admin's reason (kept in the audit
 * log) and, to fix a price, the price typed in the admin's currency (NaN while the field is empty).
 */
export type AdminListingActionValues = AdminListingActionRequest;

export type AdminListingActionField = 'reason' | 'price';
