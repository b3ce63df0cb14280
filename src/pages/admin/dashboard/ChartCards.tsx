import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Dashboard } from '#contract/admin/dashboard.ts';
import { catalogueLabel } from '#lib/catalogueLabels.ts';
import { games } from '#pages/common/games.ts';
import { BarList } from '#ui/BarList/BarList.tsx';
import { Stack } from '#ui/Box/Box.tsx';
import { Chart, type ChartMarker } from '#ui/Chart/Chart.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import * as styles from './Dashboard.css.ts';
import { bucketLabels, formatCompactMoney, formatCount, formatDuration, formatMoney } from './dashboardFormat.ts';

/** A chart of the dashboard. */
export interface ChartCardProps {
  /** The period's dashboard; undefined while its figures load (the card shows a titled skeleton). */
  dashboard: Dashboard | undefined;
}

/** Where a chart will be, titled, while its figures load. */
function LoadingChart({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading ${title}`} className={styles.loadingCard}>
      <Stack gap="sm">
        <span className={styles.cardTitle}>{title}</span>
        <Skeleton height="12rem" />
      </Stack>
    </SkeletonGroup>
  );
}

/** The period's buckets as a chart's categories, named in the reader's language. */
function useCategories(dashboard: Dashboard, starts: readonly string[]) {
  const { t, i18n } = useLingui();
  return starts.map((start) => ({
    key: start,
    ...bucketLabels(start, dashboard.period.bucket, i18n.locale, (monday) => t`Week of ${monday}`),
  }));
}

function useBucketName(dashboard: Dashboard | undefined) {
  const { t } = useLingui();
  const bucket = dashboard?.period.bucket ?? 'day';
  return { hour: t`Hour`, day: t`Day`, week: t`Week` }[bucket];
}

/**
 * The period's revenue per hour, day or week (by the period's length), in the shop's currency. Use it on the admin
 * dashboard for how sales went over time. Not for revenue split by game or rarity (SalesByGameCard,
 * SalesByRarityCard).
 */
export function RevenueChartCard({ dashboard }: ChartCardProps) {
  const { t } = useLingui();
  const bucketName = useBucketName(dashboard);
  const title = { hour: t`Revenue per hour`, day: t`Revenue per day`, week: t`Revenue per week` }[
    dashboard?.period.bucket ?? 'day'
  ];
  if (!dashboard) return <LoadingChart title={t`Revenue per day`} />;
  return <RevenueChart dashboard={dashboard} title={title} bucketName={bucketName} />;
}

function RevenueChart({ dashboard, title, bucketName }: { dashboard: Dashboard; title: string; bucketName: string }) {
  const { t } = useLingui();
  const { currency } = dashboard.period;
  const categories = useCategories(
    dashboard,
    dashboard.revenue_over_time.map((point) => point.start),
  );
  return (
    <Chart
      title={title}
      description={t`Orders paid, converted to ${currency} at today’s rates.`}
      categories={categories}
      series={[
        {
          key: 'revenue',
          label: t`Revenue`,
          values: dashboard.revenue_over_time.map((point) => point.revenue),
          tone: 'series1',
        },
      ]}
      kind="bar"
      formatValue={(value, locale) => formatMoney(value, currency, locale)}
      formatTick={(value, locale) => formatCompactMoney(value, currency, locale)}
      unit={currency}
      categoryName={bucketName}
      emptyMessage={t`No order was paid in this period.`}
    />
  );
}

/**
 * Orders placed, paid, delivered, not paid and refunded over the period, as lines. Use it on the admin dashboard to
 * see where orders stop. Not for the money they brought (RevenueChartCard).
 */
export function OrdersChartCard({ dashboard }: ChartCardProps) {
  const { t } = useLingui();
  const bucketName = useBucketName(dashboard);
  if (!dashboard) return <LoadingChart title={t`Orders over time`} />;
  return <OrdersChart dashboard={dashboard} bucketName={bucketName} />;
}

function OrdersChart({ dashboard, bucketName }: { dashboard: Dashboard; bucketName: string }) {
  const { t } = useLingui();
  const points = dashboard.orders_over_time;
  const categories = useCategories(
    dashboard,
    points.map((point) => point.start),
  );
  return (
    <Chart
      title={t`Orders over time`}
      description={t`Orders placed, paid, delivered, not paid or refunded: an order counts once in each step it went through.`}
      categories={categories}
      series={[
        { key: 'placed', label: t`Placed`, values: points.map((point) => point.placed), tone: 'series2' },
        { key: 'paid', label: t`Paid`, values: points.map((point) => point.paid), tone: 'series1' },
        { key: 'delivered', label: t`Delivered`, values: points.map((point) => point.delivered), tone: 'series3' },
        { key: 'not_paid', label: t`Not paid`, values: points.map((point) => point.not_paid), tone: 'series6' },
        { key: 'refunded', label: t`Refunded`, values: points.map((point) => point.refunded), tone: 'series4' },
      ]}
      kind="line"
      formatValue={formatCount}
      unit={t`orders`}
      categoryName={bucketName}
      emptyMessage={t`No order in this period.`}
    />
  );
}

/**
 * How long delivered orders took from payment to the buyer accepting the trade offer, as a histogram with its p50
 * and p95. Use it on the admin dashboard to watch delivery speed. Not for offers that failed
 * (FailedOffersChartCard).
 */
export function DeliveryTimeChartCard({ dashboard }: ChartCardProps) {
  const { t } = useLingui();
  if (!dashboard) return <LoadingChart title={t`Delivery time`} />;
  return <DeliveryTimeChart dashboard={dashboard} />;
}

function DeliveryTimeChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const { histogram, p50_seconds: p50, p95_seconds: p95, delivered } = dashboard.delivery_time;
  const duration = (seconds: number) => formatDuration(seconds, i18n.locale);
  const categories = histogram.map((bucket, index) => {
    const from = index === 0 ? undefined : histogram[index - 1]?.up_to_seconds;
    const fullLabel =
      bucket.up_to_seconds === null
        ? t`over ${duration(from ?? 0)}`
        : from === undefined || from === null
          ? t`under ${duration(bucket.up_to_seconds)}`
          : `${duration(from)}–${duration(bucket.up_to_seconds)}`;
    // On the axis, where a phone has room for a few words: each bucket's upper bound ("5 min", "1 day+").
    const label = bucket.up_to_seconds === null ? `${duration(from ?? 0)}+` : duration(bucket.up_to_seconds);
    return { key: String(bucket.up_to_seconds), label, fullLabel };
  });
  const markers: ChartMarker[] = [];
  const positionOf = (seconds: number) => {
    const index = histogram.findIndex((bucket) => bucket.up_to_seconds === null || seconds < bucket.up_to_seconds);
    const low = index <= 0 ? 0 : (histogram[index - 1]?.up_to_seconds ?? 0);
    const high = histogram[index]?.up_to_seconds;
    return index + (high ? (seconds - low) / (high - low) : 0.5);
  };
  if (p50 !== null) markers.push({ key: 'p50', label: t`p50`, at: positionOf(p50) });
  if (p95 !== null) markers.push({ key: 'p95', label: t`p95`, at: positionOf(p95) });
  const description =
    p50 === null || p95 === null
      ? t`From payment to the buyer accepting the trade offer.`
      : t`From payment to the buyer accepting the trade offer: half the orders within ${duration(p50)} (p50), 95 % within ${duration(p95)} (p95).`;
  return (
    <Chart
      title={t`Delivery time`}
      description={description}
      categories={categories}
      series={[{ key: 'orders', label: t`Orders`, values: histogram.map((bucket) => bucket.orders), tone: 'series3' }]}
      kind="bar"
      formatValue={formatCount}
      unit={t`orders`}
      categoryName={t`Time from payment to acceptance`}
      markers={delivered > 0 ? markers : []}
      emptyMessage={t`No order was delivered in this period.`}
    />
  );
}

/**
 * Trade offers declined, expired or tampered with over the period, stacked. Use it on the admin dashboard to spot a
 * bot or a buyer in trouble. Not for delivery times (DeliveryTimeChartCard).
 */
export function FailedOffersChartCard({ dashboard }: ChartCardProps) {
  const { t } = useLingui();
  const bucketName = useBucketName(dashboard);
  if (!dashboard) return <LoadingChart title={t`Trade offers that failed`} />;
  return <FailedOffersChart dashboard={dashboard} bucketName={bucketName} />;
}

function FailedOffersChart({ dashboard, bucketName }: { dashboard: Dashboard; bucketName: string }) {
  const { t } = useLingui();
  const points = dashboard.failed_offers;
  const categories = useCategories(
    dashboard,
    points.map((point) => point.start),
  );
  return (
    <Chart
      title={t`Trade offers that failed`}
      description={t`Declined by the buyer, expired, or tampered with (countered or cancelled by someone else).`}
      categories={categories}
      series={[
        { key: 'declined', label: t`Declined`, values: points.map((point) => point.declined), tone: 'series4' },
        { key: 'expired', label: t`Expired`, values: points.map((point) => point.expired), tone: 'series6' },
        {
          key: 'suspicious',
          label: t`Tampered with`,
          values: points.map((point) => point.suspicious),
          tone: 'series5',
        },
      ]}
      kind="bar"
      stacked
      formatValue={formatCount}
      unit={t`offers`}
      categoryName={bucketName}
      emptyMessage={t`No trade offer failed in this period.`}
    />
  );
}

/**
 * Revenue of the skins delivered in the period, by game, as bars with the skins' count. Use it on the admin
 * dashboard to compare the games. Not for revenue over time (RevenueChartCard).
 */
export function SalesByGameCard({ dashboard }: ChartCardProps) {
  const { t } = useLingui();
  if (!dashboard) return <LoadingChart title={t`Sales by game`} />;
  const { currency } = dashboard.period;
  return (
    <BarList
      title={t`Sales by game`}
      description={t`Skins delivered in the period, at the price paid, in ${currency}.`}
      rows={dashboard.sales_by_game.map((sale) => ({
        key: sale.game,
        label: games[sale.game].name,
        value: sale.revenue,
        detail: skinsOf(sale.skins),
      }))}
      formatValue={(value, locale) => formatMoney(value, currency, locale)}
      labelHeader={t`Game`}
      valueHeader={t`Revenue`}
      emptyMessage={t`No skin was delivered in this period.`}
      tone="series2"
    />
  );
}

/**
 * Revenue of the skins delivered in the period, by game and rarity. Use it on the admin dashboard to see which
 * rarities sell. Not for the whole game's sales (SalesByGameCard).
 */
export function SalesByRarityCard({ dashboard }: ChartCardProps) {
  const { t, i18n } = useLingui();
  if (!dashboard) return <LoadingChart title={t`Sales by rarity`} />;
  const { currency } = dashboard.period;
  return (
    <BarList
      title={t`Sales by rarity`}
      description={t`Skins delivered in the period, at the price paid, in ${currency}.`}
      rows={dashboard.sales_by_rarity.map((sale) => {
        const game = games[sale.game].name;
        const rarity = sale.rarity === null ? t`No rarity` : catalogueLabel(i18n, 'rarities', sale.rarity);
        return {
          key: `${sale.game}:${sale.rarity ?? ''}`,
          label: `${rarity} (${game})`,
          value: sale.revenue,
          detail: skinsOf(sale.skins),
        };
      })}
      formatValue={(value, locale) => formatMoney(value, currency, locale)}
      labelHeader={t`Rarity`}
      valueHeader={t`Revenue`}
      emptyMessage={t`No skin was delivered in this period.`}
      tone="series5"
    />
  );
}

/**
 * Listings on sale now in each game's store, and their value. Use it on the admin dashboard for what the shop has
 * to sell. Not for what was sold (SalesByGameCard).
 */
export function StockCard({ dashboard }: ChartCardProps) {
  const { t, i18n } = useLingui();
  if (!dashboard) return <LoadingChart title={t`Stock on sale`} />;
  const { currency } = dashboard.period;
  return (
    <BarList
      title={t`Stock on sale`}
      description={t`Listings in the stores now, and their value at the store’s prices in ${currency}.`}
      rows={dashboard.stock.map((game) => ({
        key: game.game,
        label: games[game.game].name,
        value: game.listings,
        detail: formatMoney(game.value, currency, i18n.locale),
      }))}
      formatValue={formatCount}
      labelHeader={t`Game`}
      valueHeader={t`Listings`}
      emptyMessage={t`Nothing is on sale.`}
      tone="series3"
    />
  );
}

const skinsOf = (count: number) => plural(count, { one: '# skin', other: '# skins' });
