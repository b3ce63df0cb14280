import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import type { ChartTone } from '../Chart/Chart.tsx';
import { vars } from '../theme/contract.css.ts';
import * as styles from './BarList.css.ts';

export interface BarListRow {
  key: string;
  label: string;
  value: number;
  /** A second figure under the value ("12 skins"). */
  detail?: string;
}

export interface BarListProps {
  /** The chart's title, also the table's caption. */
  title: string;
  /** A sentence under the title (what is counted, how). */
  description?: string;
  /** One bar each, in the order given; the longest bar is the largest value. */
  rows: readonly BarListRow[];
  /** A value in full, in the reader's locale. */
  formatValue: (value: number, locale: string) => string;
  /** Headings of the two columns ("Game", "Revenue (EUR)"). */
  labelHeader: string;
  /** Heading of the value column (see `labelHeader`). */
  valueHeader: string;
  /** Shown instead of the table when there is no row. */
  emptyMessage: string;
  /** The theme's chart colour the bars are drawn in. */
  tone?: ChartTone;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * Horizontal bars compared at a glance (sales by game, stock by game): a table whose rows each carry a bar as long as
 * their share of the largest value, the exact value beside it. Being a table, screen readers read it as one.
 *
 * Use it for a few named totals of the back-office's dashboard (sales by game or rarity, stock). Not for values
 * over days or ranges (a `Chart`), nor for a lone figure.
 */
export function BarList({
  title,
  description,
  rows,
  formatValue,
  labelHeader,
  valueHeader,
  emptyMessage,
  tone = 'series1',
  className,
}: BarListProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const largest = Math.max(0, ...rows.map((row) => row.value));
  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description && <span className={styles.muted}>{description}</span>}
      </figcaption>
      {rows.length === 0 ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.head}>
                {labelHeader}
              </th>
              <td aria-hidden="true" />
              <th scope="col" className={[styles.head, styles.headEnd].join(' ')}>
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={[styles.cell, styles.label].join(' ')}>
                  {row.label}
                </th>
                <td className={[styles.cell, styles.track].join(' ')} aria-hidden="true">
                  <span
                    className={styles.bar}
                    style={assignInlineVars({
                      [styles.shareVar]: `${largest > 0 ? (row.value / largest) * 100 : 0}%`,
                      [styles.colorVar]: vars.chart[tone],
                    })}
                  />
                </td>
                <td className={[styles.cell, styles.value].join(' ')}>
                  {formatValue(row.value, i18n.locale)}
                  {row.detail && <span className={styles.detail}>{row.detail}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
