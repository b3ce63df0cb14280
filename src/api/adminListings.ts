import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AdminListingAction,
  type AdminListingActionAnswer,
  type AdminListingListQuery,
  adminListingEndpoints,
} from '#contract/admin/listings.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import { callEndpoint } from './endpoint.ts';

/** Back-office data is never the signed-in user's own: under `['admin']`. */
export const adminListingKeys = {
  all: ['admin', 'listings'] as const,
  list: (query: Partial<AdminListingListQuery>) => [...adminListingKeys.all, 'list', query] as const,
};

/** One page of the listings; the previous page stays on screen while the next one loads. */
export const adminListingListQuery = (query: Partial<AdminListingListQuery>) =>
  queryOptions({
    queryKey: adminListingKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(adminListingEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export interface AdminListingActionRequest {
  action: AdminListingAction;
  /** One listing, or the selection. */
  ids: readonly number[];
  reason: string;
  /** The fixed price typed (before the service fee), in `currency`: for `fix_price` only. */
  price?: number;
  currency: CurrencyCode;
}

/** What the server answered an action, with the action it answered (its toast says what was done). */
export type AdminListingActionResult = AdminListingActionAnswer & { action: AdminListingAction };

/** Sends one action of the listings page, for one listing or the selection. */
export async function runAdminListingAction(
  request: AdminListingActionRequest,
  signal?: AbortSignal,
): Promise<AdminListingActionResult> {
  const { action, reason, currency } = request;
  const ids = [...request.ids];
  const answer = await (action === 'take_off_sale'
    ? callEndpoint(adminListingEndpoints.takeOffSale, { body: { ids, reason }, signal })
    : action === 'put_on_sale'
      ? callEndpoint(adminListingEndpoints.putOnSale, { body: { ids, reason }, signal })
      : callEndpoint(adminListingEndpoints.fixPrice, {
          body: { ids, reason, currency, price: action === 'fix_price' ? (request.price ?? Number.NaN) : null },
          signal,
        }));
  return { ...answer, action };
}
