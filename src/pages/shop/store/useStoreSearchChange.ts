import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useRef } from 'react';
import * as v from 'valibot';
import type { CurrencyCode } from '#contract/lists.ts';
import type { StoreFilters } from '#contract/store.ts';
import { type Game, games } from '#pages/common/games.ts';
import { type StoreSearch, storeSearchSchema } from '#pages/common/params.ts';
import { prefetchStoreResults } from './loadStore.ts';

interface StoreSearchChangeOptions {
  game: Game;
  /** The URL's search, validated. */
  search: StoreSearch;
  facets: StoreFilters;
  currency: CurrencyCode;
}

/**
 * How a store changes its search (ticking a filter adds a history entry, `replace` does not): the new results are
 * asked for in the event that makes the change, and the router navigates in a task of its own right after.
 *
 * The navigation (the router matching the URL and writing the history entry, the page drawn again with it: some
 * 15-20 ms of main thread on a laptop) would otherwise run first, and the request would leave only after it; this
 * way it is on its way while they run. Until the router has the new URL, a further change builds on the one
 * requested, not on the URL it replaces.
 */
export function useStoreSearchChange({ game, search, facets, currency }: StoreSearchChangeOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requested = useRef(search);
  useLayoutEffect(() => {
    requested.current = search;
  }, [search]);

  const showSearch = useCallback(
    (next: StoreSearch, { replace = false } = {}) => {
      // Validated as the router will validate it, so the page then reads the very query started here.
      const validated = v.parse(storeSearchSchema, next);
      requested.current = validated;
      prefetchStoreResults(queryClient, game, validated, facets, currency);
      setTimeout(() => void navigate({ to: games[game].store, search: validated, replace }));
    },
    [queryClient, navigate, game, facets, currency],
  );

  /** Changes some of the search; any change goes back to the first page. */
  const changeSearch = useCallback(
    (changes: Partial<StoreSearch>, options?: { replace?: boolean }) =>
      showSearch({ ...requested.current, page: undefined, ...changes }, options),
    [showSearch],
  );

  /** Reset keeps the text the shopper is looking for and drops every filter and the sort. */
  const resetFilters = useCallback(() => showSearch({ search: requested.current.search }), [showSearch]);

  return { changeSearch, resetFilters };
}
