import { queryOptions } from '@tanstack/react-query';
import type { CurrencyCode } from '#contract/enums.ts';
import { callEndpoint } from './endpoint.ts';
import { loadOnce } from './loadOnce.ts';

/** The contract (and zod with it) loads with the call, not with the home page's chunk (a drawn home makes none). */
const contract = loadOnce(() => import('#contract/store.ts'));

/** Spec §7 and §9: the home page asks for CS2 sales from 50 (in the display currency), first page. */
export const homeLastTradesFilters = { game: 'csgo', price_from: 50, page: 1 } as const;

/** Spec §9: the home carousel shows at most this many of the page's trades. */
export const homeLastTradesShown = 15;

/**
 * The home page's last trades. Spec §4: a failure shows nothing and is never retried, so neither ky nor
 * Query tries again, nor does the section mounting after the route's loader has seen the call fail (Query retries a
 * failed query on mount unless told not to).
 */
export const homeLastTradesQuery = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['store', 'lastTrades', { ...homeLastTradesFilters, currency }] as const,
    queryFn: ({ signal }) =>
      callEndpoint(
        contract().then(({ storeEndpoints }) => storeEndpoints.lastTrades),
        {
          query: { ...homeLastTradesFilters, currency },
          signal,
          retry: 0,
        },
      ),
    select: (answer) => answer.data.slice(0, homeLastTradesShown),
    retry: false,
    retryOnMount: false,
    // A page drawn by the server with the trades is not asked again as it comes alive; a later visit is.
    staleTime: 60_000,
  });
