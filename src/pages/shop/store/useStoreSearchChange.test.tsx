import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreFilters } from '#contract/store.ts';
import type { StoreSearch } from '#pages/common/params.ts';
import { useStoreSearchChange } from './useStoreSearchChange.ts';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const facets: StoreFilters = {
  game: 'csgo',
  sorts: ['lowest_price', 'highest_price'],
  hold: [],
  exteriors: [
    { value: 'factory_new', label: 'Factory New', abbreviation: 'FN', min: 0, max: 0.07 },
    { value: 'minimal_wear', label: 'Minimal Wear', abbreviation: 'MW', min: 0.07, max: 0.15 },
  ],
  phases: [],
  tournaments: [],
  rarities: [],
  types: [],
  heroes: [],
  slots: [],
  qualities: [],
};

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  navigate.mockReset();
  queryClient = new QueryClient();
  vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
});
afterEach(() => vi.useRealTimers());

function renderStore(search: StoreSearch) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    (url: StoreSearch) => useStoreSearchChange({ game: 'csgo', search: url, facets, currency: 'EUR' }),
    {
      initialProps: search,
      wrapper,
    },
  );
}

const requestedQueries = () =>
  vi.mocked(queryClient.prefetchQuery).mock.calls.map(([options]) => options.queryKey.at(-1));

describe('useStoreSearchChange', () => {
  it('asks for the new results in the call, and navigates in the next task', () => {
    const { result } = renderStore({ search: 'ak', page: 3 });
    result.current.changeSearch({ exterior: ['factory_new'] });
    expect(requestedQueries()).toEqual([
      { game: 'csgo', currency: 'EUR', page_size: 30, search: 'ak', exterior: ['factory_new'] },
    ]);
    expect(navigate).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(navigate).toHaveBeenCalledWith({
      to: '/cs-store',
      search: expect.objectContaining({ search: 'ak', exterior: ['factory_new'], page: undefined }),
      replace: false,
    });
  });

  it('asks for the search as the router will validate it, so the page reads the same query', () => {
    const { result } = renderStore({});
    result.current.changeSearch({ search: '  awp  ', price_from: -5 }, { replace: true });
    expect(requestedQueries()).toEqual([{ game: 'csgo', currency: 'EUR', page_size: 30, search: 'awp' }]);
    vi.runAllTimers();
    expect(navigate.mock.calls[0]?.[0]).toMatchObject({
      search: { search: 'awp', price_from: undefined },
      replace: true,
    });
  });

  it('builds a change made before the router has the URL on the one requested, and follows the URL after', () => {
    const { result, rerender } = renderStore({});
    result.current.changeSearch({ exterior: ['factory_new'] });
    result.current.changeSearch({ sort: 'lowest_price' });
    vi.runAllTimers();
    expect(navigate.mock.calls.map(([{ search }]) => [search.exterior, search.sort])).toEqual([
      [['factory_new'], undefined],
      [['factory_new'], 'lowest_price'],
    ]);

    // Back to a URL without them: the next change starts from there.
    rerender({ exterior: ['minimal_wear'] });
    result.current.changeSearch({ sort: 'highest_price' });
    expect(requestedQueries().at(-1)).toEqual({
      game: 'csgo',
      currency: 'EUR',
      page_size: 30,
      sort: 'highest_price',
      exterior: ['minimal_wear'],
    });
  });

  it('resets the filters and the sort, keeping the text searched for', () => {
    const { result } = renderStore({ search: 'ak', exterior: ['factory_new'], sort: 'lowest_price', page: 2 });
    result.current.resetFilters();
    expect(requestedQueries()).toEqual([{ game: 'csgo', currency: 'EUR', page_size: 30, search: 'ak' }]);
  });
});
