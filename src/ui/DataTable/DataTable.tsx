import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Collection, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Spinner } from '../ProgressBar/ProgressBar.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../Table/Table.tsx';
import * as styles from './DataTable.css.ts';

export interface DataColumn<T> {
  /** The column's key; also the `column` of the sort when it is sortable. */
  id: string;
  /** The column's heading. */
  header: ReactNode;
  /** Draws this column's cell for a row. */
  cell: (row: T) => ReactNode;
  /** The column header toggles the sort on this column (the list asks the server again). */
  sortable?: boolean;
  /** The cell that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
  /** `end` for numbers (totals, counts), so their digits line up. */
  align?: 'start' | 'end';
}

/** `loading` with no rows yet shows a spinner; with rows it keeps them, dimmed, until the new page arrives. */
export type DataTableStatus = 'loading' | 'error' | 'ready';

export interface DataTableProps<T extends { id: Key }> {
  /** Names the table for assistive technology ('Orders'). */
  'aria-label': string;
  /** The columns, in order. */
  columns: DataColumn<T>[];
  /** The current page's rows. */
  rows: T[];
  /** Where the list stands: `loading`, `error` (with `errorMessage` and a Retry button) or `ready`. */
  status: DataTableStatus;
  /** What went wrong, in the server's words when it said something. */
  errorMessage?: ReactNode;
  /** Retry was pressed after an error; without it the error shows no button. */
  onRetry?: () => void;
  /** Shown when the list is ready and empty ("No order matches these filters"). */
  emptyMessage: ReactNode;
  /** The current sort: a sortable column's `id` and its direction. */
  sort?: SortDescriptor;
  /** A sortable column's header was pressed; the owner of the list sorts it (for admin pages, in the URL). */
  onSortChange?: (sort: SortDescriptor) => void;
  /** Each row is a link (Enter or a click opens it; the router follows it through react-aria's RouterProvider). */
  rowHref?: (row: T) => string;
  /**
   * Rows an admin may pick for an action on several at once: a checkbox each, and one in the header for every row
   * shown. Whoever owns the list keeps what is picked (`"all"` is every row shown).
   */
  selection?: { selectedKeys: Selection; onSelectionChange: (keys: Selection) => void };
  /** Pages count from 1; `hasMore` says whether a next page exists. */
  page: number;
  /** A next page exists: Next is enabled. */
  hasMore: boolean;
  /** Previous or Next was pressed, with the page to show. */
  onPageChange: (page: number) => void;
}

/**
 * The back-office list (DESIGN.md §7): react-aria's Table with sortable columns, arrow-key navigation between
 * rows and cells, rows that are links, loading, error and empty states, and a pager. It holds no state: sort
 * and page belong to whoever owns the list (the URL, for admin pages).
 *
 * Use it for a back-office list of records the admin sorts, pages through and opens. Not for a small table of
 * values that needs none of that (a `Table`), nor for shoppers' item results (an `ItemGrid`).
 */
export function DataTable<T extends { id: Key }>({
  columns,
  rows,
  status,
  errorMessage,
  onRetry,
  emptyMessage,
  sort,
  onSortChange,
  rowHref,
  selection,
  page,
  hasMore,
  onPageChange,
  'aria-label': label,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const shownRows = status === 'error' ? [] : rows;
  const bodyState =
    status === 'error' ? (
      <div role="alert" className={styles.message}>
        <span>{errorMessage ?? t`The list could not be loaded.`}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t`Try again`}
          </Button>
        )}
      </div>
    ) : status === 'loading' ? (
      <div className={styles.message}>
        <Spinner aria-label={t`Loading`} />
      </div>
    ) : (
      emptyMessage
    );
  return (
    <div className={styles.wrapper}>
      {status === 'loading' && shownRows.length > 0 && (
        <div className={styles.busy}>
          <Spinner aria-label={t`Loading`} />
        </div>
      )}
      <div className={styles.scroller} aria-busy={status === 'loading' || undefined}>
        <Table
          aria-label={label}
          {...(sort && { sortDescriptor: sort })}
          {...(onSortChange && { onSortChange })}
          {...(selection && { selectionMode: 'multiple', selectionBehavior: 'toggle', ...selection })}
        >
          <TableHeader>
            {selection && (
              <Column className={styles.pick}>
                <Checkbox slot="selection" />
              </Column>
            )}
            <Collection items={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.isRowHeader ?? false}
                  allowsSorting={column.sortable ?? false}
                  className={column.align === 'end' ? styles.end : undefined}
                >
                  {column.header}
                </Column>
              )}
            </Collection>
          </TableHeader>
          <TableBody items={shownRows} emptyState={bodyState} dependencies={[columns, selection === undefined]}>
            {(row) => (
              <Row id={row.id} {...(rowHref && { href: rowHref(row) })}>
                {selection && (
                  <Cell className={styles.pick}>
                    <Checkbox slot="selection" />
                  </Cell>
                )}
                <Collection items={columns}>
                  {(column) => (
                    <Cell className={column.align === 'end' ? styles.end : undefined}>{column.cell(row)}</Cell>
                  )}
                </Collection>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <Pager of={label} page={page} hasMore={hasMore} onPageChange={onPageChange} isDisabled={status === 'loading'} />
    </div>
  );
}

interface PagerProps {
  /** The name of what is paged ("All orders"): the pager is then "Pages of All orders", one of several on a page. */
  of?: string;
  page: number;
  hasMore: boolean;
  onPageChange: (page: number) => void;
  isDisabled?: boolean;
}

/** Previous and next pages around the current one; hidden when there is only one page. */
export function Pager({ of, page, hasMore, onPageChange, isDisabled = false }: PagerProps) {
  const { t } = useLingui();
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={of === undefined ? t`Pages` : t`Pages of ${of}`} className={styles.pager}>
      <Button variant="secondary" size="sm" isDisabled={isDisabled || page <= 1} onPress={() => onPageChange(page - 1)}>
        {t`Previous page`}
      </Button>
      <span aria-current="page" className={styles.pageNumber}>{t`Page ${page}`}</span>
      <Button variant="secondary" size="sm" isDisabled={isDisabled || !hasMore} onPress={() => onPageChange(page + 1)}>
        {t`Next page`}
      </Button>
    </nav>
  );
}
