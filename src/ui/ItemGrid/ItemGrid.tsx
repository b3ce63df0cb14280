import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type Key, memo, type ReactNode } from 'react';
import { PlainButton } from '../Button/PlainButton.tsx';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import { cell, empty, emptyTitle, grid, pager, pagerStatus, skeletonCard, waitingCell } from './ItemGrid.css.ts';
import { useCardsInViewFirst } from './useCardsInViewFirst.ts';

export interface ItemGridProps<Item> {
  /** Undefined while the first page loads: skeleton cards stand in. */
  items: readonly Item[] | undefined;
  /** A stable key for an item (its id), so a card keeps its state across pages and refreshes. */
  getKey: (item: Item) => Key;
  /** `index` is the item's place on this page: the first row can load its pictures at once. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** The next page or filters are loading while these items stay on screen (dimmed, marked busy). */
  isRefreshing?: boolean;
  /** What the grid lists, for screen readers ('Store items'). */
  label: string;
  /** The page shown, counting from 1. */
  page: number;
  /** Known page count; without it, Next stays enabled while `hasNextPage`. */
  pageCount?: number;
  /** Another page of results exists: Next is enabled. */
  hasNextPage: boolean;
  /** Previous or Next was pressed, with the page to show (a store puts it in the URL). */
  onPageChange: (page: number) => void;
  /** One page's worth of cards, so the skeleton is the size of what replaces it. */
  skeletonCount?: number;
}

/**
 * A page of items as a grid as dense as the best marketplaces' (2 columns on a phone, 3 to 4 on a tablet, 5 from
 * 1280 px, 6 from 1600 px) with a pager: a page holds a fixed number of cards, so the grid stays as
 * fast with a thousand results as with ten. Skeletons while the first page loads, 'Skins not found' when nothing matches.
 * New results draw the cards in view first (`useCardsInViewFirst`); the others follow once that frame is painted.
 * Cells are keyed by their place, and a card by its item, so a cell keeps its size while its new card waits.
 *
 * Use it for pages of results of the same kind (a store's items). Not for a handful of cards in a row (a
 * `Carousel`), nor for records an admin sorts and opens (a `DataTable`).
 */
export function ItemGrid<Item>({
  items,
  getKey,
  renderItem,
  isRefreshing = false,
  label,
  page,
  pageCount,
  hasNextPage,
  onPageChange,
  skeletonCount = 12,
}: ItemGridProps<Item>) {
  const { t } = useLingui();
  const { itemAt, isDrawingRest, observeCell } = useCardsInViewFirst(items);

  if (items === undefined) {
    return (
      <SkeletonGroup label={t`Loading items`} className={grid}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <div key={index} className={skeletonCard}>
            <Skeleton height="140px" />
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="50%" height="1.5em" />
          </div>
        ))}
      </SkeletonGroup>
    );
  }

  if (items.length === 0) {
    return (
      <div className={empty} role="status">
        <p className={emptyTitle}>
          <Trans>Skins not found</Trans>
        </p>
        <p>
          <Trans>Try fewer filters or another search.</Trans>
        </p>
      </div>
    );
  }

  return (
    <>
      <ul
        aria-label={label}
        aria-busy={isRefreshing || isDrawingRest || undefined}
        data-refreshing={isRefreshing || undefined}
        className={grid}
      >
        {items.map((_, index) => {
          const { item, isWaiting } = itemAt(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is a place in the grid; its card is keyed by item
            <li key={index} ref={observeCell} data-cell={index} className={isWaiting ? waitingCell : cell}>
              {item !== undefined && <Fragment key={getKey(item)}>{renderItem(item, index)}</Fragment>}
            </li>
          );
        })}
      </ul>
      {(page > 1 || hasNextPage) && (
        <Pager page={page} pageCount={pageCount} hasNextPage={hasNextPage} onPageChange={onPageChange} />
      )}
    </>
  );
}

type PagerProps = Pick<ItemGridProps<unknown>, 'page' | 'pageCount' | 'hasNextPage' | 'onPageChange'>;

/** Previous and Next around the page number. Memoised: with a stable `onPageChange`, a refresh does not redraw it. */
const Pager = memo(function Pager({ page, pageCount, hasNextPage, onPageChange }: PagerProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages`} className={pager}>
      <PlainButton variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Trans>Previous page</Trans>
      </PlainButton>
      <span className={pagerStatus}>
        {pageCount ? (
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        ) : (
          <Trans>Page {page}</Trans>
        )}
      </span>
      <PlainButton variant="secondary" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
        <Trans>Next page</Trans>
      </PlainButton>
    </nav>
  );
});
