import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Dashboard, Figure } from '#contract/admin/dashboard.ts';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import * as styles from './Dashboard.css.ts';
import {
  breakableBeforeCurrency,
  changeOf,
  formatChange,
  formatCount,
  formatDay,
  formatMoney,
} from './dashboardFormat.ts';

export interface FigureCardProps {
  /** What the figure is ("Revenue"). */
  label: string;
  /** The figure in this period and in the one before. */
  figure: Figure;
  /** The figure in words (an amount with its currency, a count). */
  format: (value: number) => string;
  /** Whether more is better (revenue) or worse (refunds): the trend's colour says which it is. */
  better: 'more' | 'less';
  /** The period compared with, in words ("Nov 1, 2026 – Nov 7, 2026"). */
  previousPeriod: string;
  /** More about the figure, under it (revenue by currency, refunded orders). */
  children?: ReactNode;
}

/** One figure of the period, and how it compares with the period before. */
export function FigureCard({ label, figure, format, better, previousPeriod, children }: FigureCardProps) {
  const { t, i18n } = useLingui();
  const change = changeOf(figure.current, figure.previous);
  const previous = format(figure.previous);
  const direction = change === undefined || change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const tone =
    direction === 'same' ? styles.same : (direction === 'up') === (better === 'more') ? styles.better : styles.worse;
  const arrow = { up: '▲', down: '▼', same: '●' }[direction];
  const changeText = change === undefined ? t`new` : change === 0 ? t`unchanged` : formatChange(change, i18n.locale);
  return (
    <li className={styles.card}>
      <span className={styles.cardTitle}>{label}</span>
      <p className={styles.figureValue}>{breakableBeforeCurrency(format(figure.current))}</p>
      <p className={styles.trend}>
        <span className={tone}>
          <span aria-hidden="true">{arrow} </span>
          {changeText}
        </span>
        <span className={styles.muted}>{t`against ${previous} (${previousPeriod})`}</span>
      </p>
      {children}
    </li>
  );
}

export interface FigureCardsProps {
  /** The period's dashboard; undefined while it loads (the cards show their skeletons). */
  dashboard: Dashboard | undefined;
}

/**
 * The period's figures: revenue, orders paid, average basket, skins delivered, refunds and new buyers, each against
 * the period before. Use it at the top of the admin dashboard, above the charts. Not for a figure over time (a chart
 * card says that) nor for the shop's health (HealthPanel).
 */
export function FigureCards({ dashboard }: FigureCardsProps) {
  const { t, i18n } = useLingui();
  if (!dashboard) {
    return (
      <SkeletonGroup label={t`Loading the figures`}>
        <ul className={styles.figures}>
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <li key={card} className={styles.card}>
              <Skeleton shape="text" width="60%" />
              <Skeleton shape="text" height="1.75rem" />
              <Skeleton shape="text" width="80%" />
            </li>
          ))}
        </ul>
      </SkeletonGroup>
    );
  }
  const { figures, period } = dashboard;
  const money = (value: number) => formatMoney(value, period.currency, i18n.locale);
  const count = (value: number) => formatCount(value, i18n.locale);
  const previousPeriod =
    period.previous_from === period.previous_to
      ? formatDay(period.previous_from, i18n.locale)
      : `${formatDay(period.previous_from, i18n.locale)} – ${formatDay(period.previous_to, i18n.locale)}`;
  const common = { previousPeriod };
  const refundedOrders = figures.refunded_orders.current;
  return (
    <ul className={styles.figures} aria-label={t`Figures of the period`}>
      <FigureCard label={t`Revenue`} figure={figures.revenue} format={money} better="more" {...common}>
        {dashboard.revenue_by_currency.length > 0 && (
          <ul className={styles.breakdown} aria-label={t`Revenue as paid, by currency`}>
            {dashboard.revenue_by_currency.map((paid) => (
              <li key={paid.currency}>{formatMoney(paid.current, paid.currency, i18n.locale)}</li>
            ))}
          </ul>
        )}
      </FigureCard>
      <FigureCard label={t`Orders paid`} figure={figures.orders_paid} format={count} better="more" {...common} />
      <FigureCard label={t`Average basket`} figure={figures.average_basket} format={money} better="more" {...common} />
      <FigureCard
        label={t`Skins delivered`}
        figure={figures.skins_delivered}
        format={count}
        better="more"
        {...common}
      />
      <FigureCard label={t`Refunds`} figure={figures.refunds} format={money} better="less" {...common}>
        <span className={styles.muted}>
          {plural(refundedOrders, { one: '# order refunded', other: '# orders refunded' })}
        </span>
      </FigureCard>
      <FigureCard label={t`New buyers`} figure={figures.new_buyers} format={count} better="more" {...common} />
    </ul>
  );
}
