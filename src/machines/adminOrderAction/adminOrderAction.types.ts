import type { AdminOrderAction } from '#contract/admin/orders.ts';

/** What the confirmation sends: which action on which order, and the admin's reason (the note, for a note). */
export interface AdminOrderActionValues {
  action: AdminOrderAction;
  orderId: number;
  reason: string;
}

export type AdminOrderActionField = 'reason';
