import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { vars } from '../theme/contract.css.ts';
import { visuallyHidden } from '../theme/index.ts';
import * as styles from './Chart.css.ts';
import { labelledIndices, markerLabels, valueTicks } from './chartScale.ts';

export type ChartTone = keyof typeof vars.chart;

export interface ChartCategory {
  key: string;
  /** On the category axis: short ("3 Nov", "14:00", "< 1 min"). */
  label: string;
  /** In the readout and the table: whole ("Monday 3 November 2026"); the short label when absent. */
  fullLabel?: string;
}

export interface ChartSeries {
  key: string;
  label: string;
  /** One value per category, in their order. */
  values: readonly number[];
  tone: ChartTone;
}

/** A line across the drawing at a place on the category axis (a median in a histogram): 0 is its start. */
export interface ChartMarker {
  key: string;
  label: string;
  /** In categories: 2.5 is halfway through the third. */
  at: number;
}

export interface ChartProps {
  /** The chart's title, also its accessible name and the table's caption. */
  title: string;
  /** A sentence under the title (what is counted, how). */
  description?: string;
  /** The places along the category axis, in order (days, hours, ranges). */
  categories: readonly ChartCategory[];
  /** What is drawn: one value per category each, in its tone, named in the legend. */
  series: readonly ChartSeries[];
  /** Bars (stacked when `stacked`), or lines. */
  kind: 'bar' | 'line';
  /** With bars: the series' bars one on another (the axis reaches the largest sum), not side by side. */
  stacked?: boolean;
  /** A value in full (readout, table), in the reader's locale. */
  formatValue: (value: number, locale: string) => string;
  /** A value on the axis, shorter (compact notation); `formatValue` when absent. */
  formatTick?: (value: number, locale: string) => string;
  /** What the values count, over the value axis ("EUR", "orders"). */
  unit: string;
  /** What the categories are, heading the table's first column ("Day"). */
  categoryName: string;
  /** Lines across the drawing at places on the category axis, labelled (the median and p95 of delivery times). */
  markers?: readonly ChartMarker[];
  /** Said when every value is 0 (the drawing still shows the empty axes); when there is no category at all, alone. */
  emptyMessage: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

const width = 1000;
const height = 200;
/** The share of a category's slot its bars fill. */
const barShare = 0.72;
/** The most labels the category axis shows: five "Nov 15" fit a phone's width with room between them. */
const categoryAxisRoom = 5;

/**
 * A bar or line chart over categories (days, hours, weeks, ranges), drawn as SVG with the theme's series colours:
 * a value axis with its unit, a category axis, a legend. Pointing at a category, or focusing the chart and moving
 * with the arrow keys, shows each series' exact value there; screen readers hear the same as they move, and get the
 * whole chart as a table.
 *
 * Use it for the back-office's figures over days, hours or ranges (revenue, orders, delivery times). Not for an
 * item's sale prices over time (a `PriceChart`), nor for a few named totals compared (a `BarList`).
 */
export function Chart({
  title,
  description,
  categories,
  series,
  kind,
  stacked = false,
  formatValue: formatValueIn,
  formatTick: formatTickIn = formatValueIn,
  unit,
  categoryName,
  markers = [],
  emptyMessage,
  className,
}: ChartProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const [active, setActive] = useState<number | undefined>(undefined);
  const formatValue = (value: number) => formatValueIn(value, i18n.locale);
  const formatTick = (value: number) => formatTickIn(value, i18n.locale);
  const count = categories.length;
  const figureClass = [styles.figure, className].filter(Boolean).join(' ');

  const caption = (
    <figcaption className={styles.caption}>
      <span id={titleId} className={styles.title}>
        {title}
      </span>
      {description && (
        <span id={descriptionId} className={styles.muted}>
          {description}
        </span>
      )}
    </figcaption>
  );
  if (count === 0) {
    return (
      <figure className={figureClass} aria-labelledby={titleId}>
        {caption}
        <p className={styles.empty}>{emptyMessage}</p>
      </figure>
    );
  }

  const valueAt = (seriesIndex: number, index: number) => series[seriesIndex]?.values[index] ?? 0;
  const totals = categories.map((_, index) =>
    series.reduce((sum, _series, seriesIndex) => sum + valueAt(seriesIndex, index), 0),
  );
  const largest = stacked ? Math.max(...totals) : Math.max(0, ...series.flatMap((one) => one.values));
  const wholeNumbers = series.every((one) => one.values.every(Number.isInteger));
  const ticks = valueTicks(largest, 4, wholeNumbers);
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => height - (value / top) * height;
  const slot = width / count;
  const centre = (index: number) => (index + 0.5) * slot;
  const isEmpty = largest === 0;
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

  const describe = (index: number) => {
    const category = categories[index];
    const values = series.map((one, seriesIndex) => `${one.label} ${formatValue(valueAt(seriesIndex, index))}`);
    return `${category?.fullLabel ?? category?.label ?? ''}: ${values.join(', ')}`;
  };
  const shown = active === undefined ? undefined : Math.min(active, count - 1);

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = (event.clientX - box.left) / box.width;
    setActive(Math.min(count - 1, Math.max(0, Math.floor(share * count))));
  };
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = shown ?? count - 1;
    const page = Math.max(1, Math.round(count / 6));
    const next: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      PageDown: current - page,
      PageUp: current + page,
      Home: 0,
      End: count - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, target)));
  };

  const barWidth = (slot * barShare) / (stacked || kind === 'line' ? 1 : series.length);
  const bars =
    kind === 'bar'
      ? series.flatMap((one, seriesIndex) =>
          categories.map((category, index) => {
            const value = valueAt(seriesIndex, index);
            if (value <= 0) return null;
            const below = stacked ? series.slice(0, seriesIndex).reduce((sum, _s, s) => sum + valueAt(s, index), 0) : 0;
            const left = index * slot + (slot * (1 - barShare)) / 2 + (stacked ? 0 : seriesIndex * barWidth);
            return (
              <rect
                key={`${one.key}:${category.key}`}
                x={left}
                width={barWidth}
                y={y(below + value)}
                height={y(below) - y(below + value)}
                className={styles.bar}
                style={assignInlineVars({ [styles.colorVar]: vars.chart[one.tone] })}
              />
            );
          }),
        )
      : series.map((one, seriesIndex) => (
          <polyline
            key={one.key}
            points={categories
              .map((_, index) => `${centre(index).toFixed(1)},${y(valueAt(seriesIndex, index)).toFixed(1)}`)
              .join(' ')}
            className={styles.line}
            style={assignInlineVars({ [styles.colorVar]: vars.chart[one.tone] })}
          />
        ));
  const readoutTop =
    shown === undefined ? 0 : y(stacked ? (totals[shown] ?? 0) : Math.max(...series.map((_, s) => valueAt(s, shown))));
  const labelled = labelledIndices(count, categoryAxisRoom);

  return (
    <figure
      className={figureClass}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {caption}
      {series.length > 1 && (
        <ul className={styles.legend} aria-label={t`Legend`}>
          {series.map((one) => (
            <li key={one.key} className={styles.legendItem}>
              <span className={styles.swatch} style={assignInlineVars({ [styles.colorVar]: vars.chart[one.tone] })} />
              {one.label}
            </li>
          ))}
        </ul>
      )}
      <span className={[styles.axisLabel, styles.unit].join(' ')} aria-hidden="true">
        {unit}
      </span>
      <div className={[styles.plotArea, markers.length > 0 && styles.withMarkers].filter(Boolean).join(' ')}>
        <div className={styles.valueAxis} aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              className={[styles.axisLabel, styles.valueLabel].join(' ')}
              style={assignInlineVars({ [styles.topVar]: percent(y(tick), height) })}
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
        {/* A slider over the categories: the arrows move from one to the next and read its values out. */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={t`${title}: values shown`}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={(shown ?? count - 1) + 1}
          aria-valuetext={describe(shown ?? count - 1)}
          className={styles.plot}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={() => setActive(undefined)}
          onKeyDown={moveWithKeys}
          onFocus={() => setActive((current) => current ?? count - 1)}
          onBlur={() => setActive(undefined)}
        >
          <svg
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className={styles.drawing}
            aria-hidden="true"
            focusable="false"
          >
            {ticks.slice(1).map((tick) => (
              <line key={tick} x1={0} x2={width} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
            ))}
            {shown !== undefined && (
              <rect x={shown * slot} width={slot} y={0} height={height} className={styles.highlight} />
            )}
            {bars}
            <line x1={0} x2={width} y1={height} y2={height} className={styles.baseline} />
            {markers.map((marker) => (
              <line
                key={marker.key}
                x1={marker.at * slot}
                x2={marker.at * slot}
                y1={0}
                y2={height}
                className={styles.marker}
              />
            ))}
          </svg>
          {markerLabels(markers, count / 8).map((marker) => (
            <span
              key={marker.key}
              className={styles.markerLabel}
              aria-hidden="true"
              style={assignInlineVars({ [styles.leftVar]: percent(marker.at * slot, width) })}
            >
              {marker.label}
            </span>
          ))}
          {shown !== undefined && (
            <span
              className={styles.readout}
              aria-hidden="true"
              style={assignInlineVars({
                [styles.leftVar]: percent(centre(shown), width),
                [styles.topVar]: percent(readoutTop, height),
              })}
            >
              <strong>{categories[shown]?.fullLabel ?? categories[shown]?.label}</strong>
              {series.map((one, seriesIndex) => (
                <span key={one.key} className={styles.readoutRow}>
                  <span
                    className={styles.swatch}
                    style={assignInlineVars({ [styles.colorVar]: vars.chart[one.tone] })}
                  />
                  {one.label}
                  <span className={styles.readoutValue}>{formatValue(valueAt(seriesIndex, shown))}</span>
                </span>
              ))}
            </span>
          )}
        </div>
      </div>
      <div className={styles.categoryAxis} aria-hidden="true">
        {labelled.map((index, position) => (
          <span
            key={categories[index]?.key}
            className={[
              styles.axisLabel,
              styles.categoryLabel,
              position === 0 && count > 1 && styles.firstCategoryLabel,
              position === labelled.length - 1 && count > 1 && styles.lastCategoryLabel,
            ]
              .filter(Boolean)
              .join(' ')}
            style={assignInlineVars({
              [styles.leftVar]: percent(
                count === 1
                  ? centre(0)
                  : position === 0
                    ? index * slot
                    : position === labelled.length - 1
                      ? (index + 1) * slot
                      : centre(index),
                width,
              ),
            })}
          >
            {categories[index]?.label}
          </span>
        ))}
      </div>
      {isEmpty && <p className={styles.muted}>{emptyMessage}</p>}
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryName}</th>
            {series.map((one) => (
              <th key={one.key} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category.key}>
              <th scope="row">{category.fullLabel ?? category.label}</th>
              {series.map((one, seriesIndex) => (
                <td key={one.key}>{formatValue(valueAt(seriesIndex, index))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
