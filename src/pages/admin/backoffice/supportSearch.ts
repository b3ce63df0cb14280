import * as v from 'valibot';
import type { TicketListQuery } from '#contract/admin/support.ts';
import { ticketStatuses } from '#contract/enums.ts';
import { adminListParams } from '../common/adminListSearch.ts';

/** `/profile/admin/all-support?status=open&q=refund&page=2`: the list state in the URL. */
export const supportSearchSchema = v.object({
  page: adminListParams.page,
  status: adminListParams.list(ticketStatuses),
  q: adminListParams.text(100),
});
export type SupportSearch = v.InferOutput<typeof supportSearchSchema>;
export const supportSearchDefaults = { page: 1 } as const;

export function supportQueryOf(search: SupportSearch): Partial<TicketListQuery> {
  return {
    page: search.page,
    ...(search.status && { status: search.status }),
    ...(search.q && { q: search.q }),
  };
}
