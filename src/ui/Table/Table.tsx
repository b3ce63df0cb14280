import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  type TableProps as AriaTableProps,
  composeRenderProps,
} from 'react-aria-components';
import { Chevron } from '../icons/Chevron.tsx';
import * as styles from './Table.css.ts';

export type TableProps = AriaTableProps;

/**
 * A data table (orders, purchases, admin lists). Give it an `aria-label`; sort with `sortDescriptor`.
 *
 * Use it for rows of records with the same columns that the shopper scans or compares (their orders). Not for
 * layout, nor for a back-office list that pages, sorts and opens rows (a `DataTable`, built on it).
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <AriaTable
      {...props}
      className={composeRenderProps(className, (custom) => [styles.table, custom].filter(Boolean).join(' '))}
    />
  );
}

/** A header cell; with `allowsSorting` it toggles the sort and shows the direction with an arrow. */
export function Column({ className, children, ...props }: AriaColumnProps) {
  return (
    <AriaColumn
      {...props}
      className={composeRenderProps(className, (custom) => [styles.column, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnLabel}>
          {content}
          {allowsSorting && (
            <span className={styles.sortIndicator}>
              {sortDirection && <Chevron direction={sortDirection === 'ascending' ? 'up' : 'down'} />}
            </span>
          )}
        </span>
      ))}
    </AriaColumn>
  );
}

export type TableBodyProps<T> = Omit<AriaTableBodyProps<T>, 'renderEmptyState'> & {
  /** What to show when there are no rows ("You have no orders yet"). */
  emptyState?: ReactNode;
};

export function TableBody<T extends object>({ emptyState, ...props }: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={
        emptyState === undefined ? undefined : () => <div className={styles.emptyState}>{emptyState}</div>
      }
    />
  );
}

export function Row<T extends object>({ className, ...props }: AriaRowProps<T>) {
  return (
    <AriaRow
      {...props}
      className={composeRenderProps(className, (custom) => [styles.row, custom].filter(Boolean).join(' '))}
    />
  );
}

export function Cell({ className, ...props }: AriaCellProps) {
  return (
    <AriaCell
      {...props}
      className={composeRenderProps(className, (custom) => [styles.cell, custom].filter(Boolean).join(' '))}
    />
  );
}

export { TableHeader } from 'react-aria-components';
