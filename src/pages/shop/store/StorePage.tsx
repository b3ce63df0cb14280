import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { storeFiltersQuery, storeSearchQuery } from '#api/store.queries.ts';
import { prepareStoreSearch } from '#api/store.ts';
import { useDisplayCurrency } from '#app/session/currency.ts';
import { whenIdle } from '#app/whenIdle.ts';
import type { ItemSummary, SortKey } from '#contract/store.ts';
import { type Game, games } from '#pages/common/games.ts';
import { EmptyState, Page } from '#pages/common/Page.tsx';
import type { StoreSearch } from '#pages/common/params.ts';
import { Badge } from '#ui/Badge/Badge.tsx';
import { Inline } from '#ui/Box/Box.tsx';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { ItemGrid } from '#ui/ItemGrid/ItemGrid.tsx';
import { preloadWidget } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { NativeSearchField } from '#ui/SearchField/NativeSearchField.tsx';
import { loadRangeControls, StoreFilters } from '#ui/StoreFilters/StoreFilters.tsx';
import { visuallyHidden } from '#ui/theme/index.ts';
import { useStableCallback } from '#ui/useStableCallback.ts';
import { ListedItemCard } from '../product/ListedItemCard.tsx';
import * as styles from './StorePage.css.ts';
import { StoreSort } from './StoreSort.tsx';
import { activeFilterCount, resultsShownMark, storePageSize, storeQuery } from './storeQuery.ts';
import { useStoreSearchChange } from './useStoreSearchChange.ts';

/** The most cards a row holds (at 1600 px and wider): their pictures load at once, the others as they near. */
const firstRowSize = 6;

/** The filter sheet comes with the range controls it holds, so it opens with them drawn, not their stand-ins. */
const FilterSheet = lazy(async () => {
  const [{ FilterSheet }] = await Promise.all([import('./FilterSheet.tsx'), preloadWidget(loadRangeControls)]);
  return { default: FilterSheet };
});

/** The search text's name in the store's address (src/routes/-components/params.ts). */
const storeSearchParam = 'search';

/** Typing waits this long before it becomes a search, so each keystroke is not a request and a history entry. */
const searchDebounceMs = 300;

interface StorePageProps {
  game: Game;
  /** The URL's search parameters, already validated. */
  search: StoreSearch;
}

/**
 * A game's store (spec §2, §3, §9): search, sort and filters, all kept in the URL, over a paged grid of items.
 * Ticking a filter adds a history entry (back undoes it); typing replaces the current one.
 */
export function StorePage({ game, search }: StorePageProps) {
  const { t, i18n } = useLingui();
  const currency = useDisplayCurrency();
  const { data: facets } = useSuspenseQuery(storeFiltersQuery(game));
  const { applied, query } = useMemo(
    () => storeQuery(game, search, facets, currency),
    [game, search, facets, currency],
  );
  const results = useQuery(storeSearchQuery(query));
  const [isFilterSheetOpen, setFilterSheetOpen] = useState(false);
  const [wasFilterSheetOpened, setFilterSheetOpened] = useState(false);
  const resultsTop = useRef<HTMLDivElement>(null);

  const title = i18n._(games[game].navLabel);
  const gameName = games[game].name;
  const page = search.page ?? 1;

  const { changeSearch, resetFilters } = useStoreSearchChange({ game, search, facets, currency });

  // A store the server drew has made no call yet: its first change would wait for the code that makes one.
  useEffect(() => whenIdle(() => void prepareStoreSearch()), []);

  const answer = results.data;
  useEffect(() => {
    if (answer && !results.isPlaceholderData) performance.mark(resultsShownMark);
  }, [answer, results.isPlaceholderData]);
  const pageCount = answer?.total_exact ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : undefined;
  const hasNextPage = answer
    ? pageCount !== undefined
      ? page < pageCount
      : answer.items.length === answer.page_size
    : false;
  const filterCount = activeFilterCount(applied);

  // The panel changes with the URL only: when the answer arrives, the grid re-renders, not the dozens of
  // filter controls.
  const filters = useMemo(
    () => (
      <StoreFilters
        game={game}
        facets={facets}
        value={applied}
        onChange={(changes) => changeSearch(changes)}
        onReset={resetFilters}
        currency={currency}
      />
    ),
    [facets, game, applied, changeSearch, resetFilters, currency],
  );

  // Stable, so the memoised toolbar and pager are not drawn again while a change loads.
  const commitSearch = useStableCallback((text: string | undefined) =>
    changeSearch({ search: text }, { replace: true }),
  );
  const changeSort = useStableCallback((sort: SortKey | undefined) => changeSearch({ sort }));
  const openFilterSheet = useCallback(() => {
    setFilterSheetOpened(true);
    setFilterSheetOpen(true);
  }, []);
  const changePage = useStableCallback((next: number) => {
    changeSearch({ page: next > 1 ? next : undefined });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  });

  return (
    <Page
      title={title}
      lead={<Trans>Browse {gameName} items priced on their live market value, delivered as Steam trade offers.</Trans>}
    >
      <div className={styles.layout}>
        <aside className={styles.sidePanel}>{filters}</aside>
        <div className={styles.results} ref={resultsTop}>
          {/* The cards name their items in h3s: the results have the h2 above them (the filters come first on wide screens). */}
          <h2 className={visuallyHidden}>{t`${title}: items`}</h2>
          <StoreToolbar
            search={search.search}
            sort={query.sort}
            sorts={facets.sorts}
            filterCount={filterCount}
            onSearch={commitSearch}
            onSort={changeSort}
            onOpenFilters={openFilterSheet}
          />
          <p className={styles.count} role="status">
            {answer &&
              (answer.total_exact
                ? plural(answer.total, { one: '# item found', other: '# items found' })
                : t`${i18n.number(answer.total)}+ items found`)}
          </p>
          {results.isError && !answer ? (
            <div role="alert">
              <EmptyState
                title={t`The items could not be loaded`}
                action={
                  <PlainButton variant="secondary" onClick={() => void results.refetch()}>
                    <Trans>Try again</Trans>
                  </PlainButton>
                }
              >
                <Trans>The shop did not answer. Check your connection and try again.</Trans>
              </EmptyState>
            </div>
          ) : (
            <ItemGrid<ItemSummary>
              items={answer?.items}
              getKey={(item) => item.id}
              label={t`${title}: items`}
              isRefreshing={results.isPlaceholderData}
              page={page}
              pageCount={pageCount}
              hasNextPage={hasNextPage}
              onPageChange={changePage}
              skeletonCount={storePageSize}
              renderItem={(item, index) => (
                <ListedItemCard game={game} item={item} aboveTheFold={index < firstRowSize} />
              )}
            />
          )}
        </div>
      </div>
      {/* Loaded and drawn from its first opening on: most visits, and every visit on a wide screen, never open it. */}
      {wasFilterSheetOpened && (
        <Suspense>
          <FilterSheet isOpen={isFilterSheetOpen} onOpenChange={setFilterSheetOpen}>
            {filters}
          </FilterSheet>
        </Suspense>
      )}
    </Page>
  );
}

interface StoreToolbarProps {
  search: string | undefined;
  sort: SortKey | undefined;
  /** The orders this store offers. */
  sorts: readonly SortKey[];
  /** Active filters, counted on the phone's Filters button. */
  filterCount: number;
  onSearch: (text: string | undefined) => void;
  onSort: (sort: SortKey | undefined) => void;
  onOpenFilters: () => void;
}

/** Search, sort and (on phones) the button opening the filter sheet. Memoised: results arriving do not redraw it. */
const StoreToolbar = memo(function StoreToolbar({
  search,
  sort,
  sorts,
  filterCount,
  onSearch,
  onSort,
  onOpenFilters,
}: StoreToolbarProps) {
  return (
    <Inline gap="sm" alignItems="flex-end">
      <StoreSearchField value={search} onCommit={onSearch} />
      <StoreSort sort={sort} sorts={sorts} onSort={onSort} className={styles.sort} />
      <PlainButton variant="secondary" className={styles.filterButton} onClick={onOpenFilters}>
        <Trans>Filters</Trans>
        {filterCount > 0 && (
          <Badge variant="count" tone="accent">
            {filterCount}
          </Badge>
        )}
      </PlainButton>
    </Inline>
  );
});

interface StoreSearchFieldProps {
  value: string | undefined;
  onCommit: (text: string | undefined) => void;
}

/**
 * The store's search text: typed freely, sent after a pause or on Enter; follows the URL on back and forward. Before
 * the page is live, Enter sends the form to the store's own address with the other filters kept (a page the server
 * draws with the results), as the app would.
 */
function StoreSearchField({ value, onCommit }: StoreSearchFieldProps) {
  const { t } = useLingui();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const kept = [...new URLSearchParams(searchStr)].filter(([name]) => name !== storeSearchParam && name !== 'page');
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value ?? '');
    }
  }, [value]);

  const commit = (next: string) => {
    const trimmed = next.trim() || undefined;
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onCommit(trimmed);
  };
  const commitAfterPause = useEffectEvent(commit);

  useEffect(() => {
    const timer = setTimeout(() => commitAfterPause(text), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form method="get" action={pathname} className={styles.search}>
      {kept.map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <NativeSearchField label={t`Search`} name={storeSearchParam} value={text} onChange={setText} onSubmit={commit} />
    </form>
  );
}
