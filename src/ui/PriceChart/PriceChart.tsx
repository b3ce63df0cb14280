import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react';
import { formatPrice } from '#lib/money.ts';
import { visuallyHidden } from '../theme/index.ts';
import { useDisplayTimeZone } from '../useDisplayTimeZone.ts';
import {
  activePoint,
  area,
  axis,
  chart,
  figure,
  gridLine,
  guide,
  leftVar,
  line,
  middleDate,
  plot,
  plotArea,
  point,
  priceAxis,
  priceLabel,
  readout,
  summary,
  topVar,
} from './PriceChart.css.ts';

export interface PricePoint {
  /** When the sale happened (ISO string or Date). */
  tradedAt: string | Date;
  /** What it sold for, in the chart's currency. */
  price: number;
}

export interface PriceChartProps {
  /** Sales (or market readings), oldest first. */
  points: readonly PricePoint[];
  /**
   * What the points are: the shop's sales, or the market's reference price as the shop read it over time. The
   * drawing is the same; the words say which.
   */
  kind?: 'sales' | 'market';
  /** The ISO 4217 code the prices are in: USD, EUR or AUD. */
  currency: string;
  /** The chart's title, also its accessible name. */
  title: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

const width = 800;
const height = 200;
const padding = { top: 12, right: 12, bottom: 12, left: 12 };

/**
 * A small line chart of past sale prices, drawn as SVG (no chart library in the bundle), with a price axis and a
 * date axis. Pointing at the chart, or focusing it and pressing the arrow keys, shows one sale's date and price.
 * Screen readers get a one-sentence summary and the sales as a table, and hear the chosen sale as they move.
 *
 * Use it for an item's sale history on its product page. Not for a lone price (a `PriceTag`), nor for counts and
 * sums of the back-office, which are not prices over time.
 */
export function PriceChart({ points, currency, title, className, kind = 'sales' }: PriceChartProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [activeIndex, setActiveIndex] = useState<number | undefined>(undefined);
  const timeZone = useDisplayTimeZone();
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
  const price = (value: number) => formatPrice(value, currency, i18n.locale) ?? '';
  // Two sales can share an instant: a sale's place in the history is what identifies it.
  const sales = points.map((sale, index) => ({ key: index, date: new Date(sale.tradedAt), price: sale.price }));
  const first = sales[0];
  const last = sales.at(-1);

  if (!first || !last) {
    return (
      <figure className={[figure, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
        <figcaption id={titleId} className={summary}>
          {title}
        </figcaption>
        <p>{kind === 'sales' ? <Trans>No sales of this item yet.</Trans> : <Trans>No market price read yet.</Trans>}</p>
      </figure>
    );
  }

  const prices = sales.map((sale) => sale.price);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const saleCount = sales.length;
  // A flat history still needs a band to draw in: centre it.
  const span = highest - lowest || Math.max(highest, 1);
  const bottom = highest === lowest ? lowest - span / 2 : lowest;
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = height - padding.top - padding.bottom;
  const x = (index: number) => padding.left + (saleCount === 1 ? plotWidth / 2 : (index / (saleCount - 1)) * plotWidth);
  const y = (value: number) => padding.top + plotHeight - ((value - bottom) / span) * plotHeight;
  const coordinates = sales.map((sale, index) => `${x(index).toFixed(1)},${y(sale.price).toFixed(1)}`);
  const baseline = padding.top + plotHeight;
  const lowestText = price(lowest);
  const highestText = price(highest);
  const firstDate = dateFormat.format(first.date);
  const lastDate = dateFormat.format(last.date);
  const lastPrice = price(last.price);
  const middle = sales[Math.floor((saleCount - 1) / 2)] ?? first;
  const active = activeIndex === undefined ? undefined : sales[Math.min(activeIndex, saleCount - 1)];
  const activeText = active && `${dateFormat.format(active.date)}: ${price(active.price)}`;
  const percentOf = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;
  const priceTicks = highest === lowest ? [highest] : [highest, (highest + lowest) / 2, lowest];

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const plotX = ((event.clientX - box.left) / box.width) * width - padding.left;
    setActiveIndex(saleCount === 1 ? 0 : Math.round(Math.min(1, Math.max(0, plotX / plotWidth)) * (saleCount - 1)));
  };
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = activeIndex ?? saleCount - 1;
    const next: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      Home: 0,
      End: saleCount - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActiveIndex(Math.min(saleCount - 1, Math.max(0, target)));
  };

  return (
    <figure className={[figure, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <figcaption id={titleId} className={summary}>
        {title}
      </figcaption>
      <p className={summary}>
        {kind === 'sales' ? (
          <Plural
            value={saleCount}
            one={`# sale on ${firstDate}: ${lastPrice}.`}
            other={`# sales from ${firstDate} to ${lastDate}: lowest ${lowestText}, highest ${highestText}, last ${lastPrice}.`}
          />
        ) : (
          <Plural
            value={saleCount}
            one={`# market price on ${firstDate}: ${lastPrice}.`}
            other={`# market prices from ${firstDate} to ${lastDate}: lowest ${lowestText}, highest ${highestText}, last ${lastPrice}.`}
          />
        )}
      </p>
      <div className={plotArea}>
        <div className={priceAxis} aria-hidden="true">
          {priceTicks.map((tick) => (
            <span key={tick} className={priceLabel} style={assignInlineVars({ [topVar]: percentOf(y(tick), height) })}>
              {price(tick)}
            </span>
          ))}
        </div>
        {/* A slider over the sales: arrows move from sale to sale and read each one out. */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={kind === 'sales' ? t`Sale shown` : t`Market price shown`}
          aria-valuemin={1}
          aria-valuemax={saleCount}
          aria-valuenow={(activeIndex ?? saleCount - 1) + 1}
          aria-valuetext={activeText ?? `${lastDate}: ${lastPrice}`}
          className={plot}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={() => setActiveIndex(undefined)}
          onKeyDown={moveWithKeys}
          onFocus={() => setActiveIndex((current) => current ?? saleCount - 1)}
          onBlur={() => setActiveIndex(undefined)}
        >
          <svg viewBox={`0 0 ${width} ${height}`} className={chart} aria-hidden="true" focusable="false">
            <line x1={padding.left} x2={width - padding.right} y1={y(highest)} y2={y(highest)} className={gridLine} />
            <line x1={padding.left} x2={width - padding.right} y1={y(lowest)} y2={y(lowest)} className={gridLine} />
            <polygon
              points={`${x(0).toFixed(1)},${baseline} ${coordinates.join(' ')} ${x(saleCount - 1).toFixed(1)},${baseline}`}
              className={area}
            />
            <polyline points={coordinates.join(' ')} className={line} />
            {priceTicks.length === 3 && (
              <line
                x1={padding.left}
                x2={width - padding.right}
                y1={y(priceTicks[1] ?? lowest)}
                y2={y(priceTicks[1] ?? lowest)}
                className={gridLine}
              />
            )}
            {sales.map((sale, index) => (
              <circle key={sale.key} cx={x(index)} cy={y(sale.price)} r={3} className={point} />
            ))}
            {active && activeIndex !== undefined && (
              <>
                <line x1={x(activeIndex)} x2={x(activeIndex)} y1={padding.top} y2={baseline} className={guide} />
                <circle cx={x(activeIndex)} cy={y(active.price)} r={6} className={activePoint} />
              </>
            )}
          </svg>
          {active && activeIndex !== undefined && (
            <span
              className={readout}
              aria-hidden="true"
              style={assignInlineVars({
                [leftVar]: percentOf(x(activeIndex), width),
                [topVar]: percentOf(y(active.price), height),
              })}
            >
              <strong>{price(active.price)}</strong>
              <span>{dateFormat.format(active.date)}</span>
            </span>
          )}
        </div>
      </div>
      {/* Outside the drawing, so the dates keep the page's text size at any chart width. */}
      <div className={axis} aria-hidden="true">
        <span>{firstDate}</span>
        {saleCount > 2 && <span className={middleDate}>{dateFormat.format(middle.date)}</span>}
        <span>{lastDate}</span>
      </div>
      {/* A table is as wide as its cells whatever its width says, and clips nothing: hidden inside a box that does,
          it no longer widens a phone's page. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Price</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sales.map((sale) => (
              <tr key={sale.key}>
                <td>{dateFormat.format(sale.date)}</td>
                <td>{price(sale.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
