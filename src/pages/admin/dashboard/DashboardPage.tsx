import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminDashboardHealthQuery, adminDashboardQuery } from '#api/adminDashboard.ts';
import { formatApiError } from '#api/errors.ts';
import type { DashboardQuery } from '#contract/admin/dashboard.ts';
import { type CurrencyCode, currencyCodes } from '#contract/enums.ts';
import { Page } from '#pages/common/Page.tsx';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Radio, RadioGroup } from '#ui/RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import {
  DeliveryTimeChartCard,
  FailedOffersChartCard,
  OrdersChartCard,
  RevenueChartCard,
  SalesByGameCard,
  SalesByRarityCard,
  StockCard,
} from './ChartCards.tsx';
import * as styles from './Dashboard.css.ts';
import { formatDay } from './dashboardFormat.ts';
import { type DashboardPeriod, type DashboardSearch, dashboardPeriods } from './dashboardSearch.ts';
import { FigureCards } from './FigureCards.tsx';
import { HealthPanel } from './HealthPanel.tsx';

export interface DashboardPageProps {
  /** The period and the currency, as the URL holds them. */
  search: DashboardSearch;
  /** The server's query for `search` (the days it covers). */
  query: DashboardQuery;
  /** Replaces part of the URL state: a period, its days or the currency was chosen. */
  onSearchChange: (patch: Partial<DashboardSearch>) => void;
}

/**
 * The back-office's first page: the shop's health, then the period's figures and charts (issue 27).
 *
 * Use it as the page of `/profile/admin`. Not for one order's or one listing's figures: the orders and the listings
 * pages show those.
 */
export function DashboardPage({ search, query, onSearchChange }: DashboardPageProps) {
  const { t, i18n } = useLingui();
  const dashboard = useQuery(adminDashboardQuery(query));
  const health = useQuery(adminDashboardHealthQuery);
  const from = formatDay(query.from, i18n.locale);
  const to = formatDay(query.to, i18n.locale);
  return (
    <Page title={t`Dashboard`}>
      <Stack gap="xl">
        <Stack as="section" gap="sm" aria-labelledby="dashboard-health">
          <h2 id="dashboard-health" className={styles.sectionTitle}>{t`Health of the shop`}</h2>
          <HealthPanel health={health.data} isError={health.isError} onRetry={() => void health.refetch()} />
        </Stack>
        <Stack as="section" gap="md" aria-labelledby="dashboard-period">
          <h2 id="dashboard-period" className={styles.sectionTitle}>
            {query.from === query.to ? t`Figures of ${from}` : t`Figures from ${from} to ${to}`}
          </h2>
          <PeriodControls key={JSON.stringify(search)} search={search} query={query} onChange={onSearchChange} />
          {dashboard.isError && (
            <Inline>
              <span role="alert">{formatApiError(dashboard.error).join(' ')}</span>
              <Button size="sm" onPress={() => void dashboard.refetch()}>{t`Try again`}</Button>
            </Inline>
          )}
          <div aria-busy={dashboard.isFetching}>
            <Stack gap="lg">
              <FigureCards dashboard={dashboard.data} />
              <div className={styles.charts}>
                <RevenueChartCard dashboard={dashboard.data} />
                <OrdersChartCard dashboard={dashboard.data} />
                <DeliveryTimeChartCard dashboard={dashboard.data} />
                <FailedOffersChartCard dashboard={dashboard.data} />
                <SalesByGameCard dashboard={dashboard.data} />
                <SalesByRarityCard dashboard={dashboard.data} />
                <StockCard dashboard={dashboard.data} />
              </div>
            </Stack>
          </div>
        </Stack>
      </Stack>
    </Page>
  );
}

/** The period (a click for today, 7 or 30 days; a range of days applied with its button) and the currency. */
function PeriodControls({
  search,
  query,
  onChange,
}: {
  search: DashboardSearch;
  query: DashboardQuery;
  onChange: DashboardPageProps['onSearchChange'];
}) {
  const { t } = useLingui();
  const [period, setPeriod] = useState<DashboardPeriod>(search.period);
  const [range, setRange] = useState({ from: query.from, to: query.to });
  const labels: Record<DashboardPeriod, string> = {
    today: t`Today`,
    '7d': t`Last 7 days`,
    '30d': t`Last 30 days`,
    range: t`Days of your choice`,
  };
  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    onChange({ period: 'range', from: range.from, to: range.to });
  };
  return (
    <form className={styles.controls} onSubmit={applyRange} aria-label={t`Period and currency`}>
      <RadioGroup
        label={t`Period (UTC days)`}
        value={period}
        orientation="horizontal"
        onChange={(value) => {
          const chosen = value as DashboardPeriod;
          setPeriod(chosen);
          if (chosen !== 'range') onChange({ period: chosen, from: undefined, to: undefined });
        }}
      >
        <div className={styles.periodChoices}>
          {dashboardPeriods.map((choice) => (
            <Radio key={choice} value={choice}>
              {labels[choice]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      {period === 'range' && (
        <>
          <TextField
            label={t`From`}
            type="date"
            isRequired
            value={range.from}
            onChange={(from) => setRange((current) => ({ ...current, from }))}
          />
          <TextField
            label={t`To`}
            type="date"
            isRequired
            value={range.to}
            onChange={(to) => setRange((current) => ({ ...current, to }))}
          />
          <Button type="submit">{t`Show these days`}</Button>
        </>
      )}
      <Select
        label={t`Currency`}
        selectedKey={search.currency}
        onSelectionChange={(key) => onChange({ currency: key as CurrencyCode })}
      >
        {currencyCodes.map((code) => (
          <SelectItem key={code} id={code}>
            {code}
          </SelectItem>
        ))}
      </Select>
    </form>
  );
}
