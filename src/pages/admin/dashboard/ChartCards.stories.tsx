import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  type ChartCardProps,
  DeliveryTimeChartCard,
  FailedOffersChartCard,
  OrdersChartCard,
  RevenueChartCard,
  SalesByGameCard,
  SalesByRarityCard,
  StockCard,
} from './ChartCards.tsx';
import * as styles from './Dashboard.css.ts';
import { dashboardFixture } from './dashboard.fixtures.ts';

/** Every chart card, in the dashboard's grid, on the same figures. */
function AllChartCards({ dashboard }: ChartCardProps) {
  return (
    <div className={styles.charts}>
      <RevenueChartCard dashboard={dashboard} />
      <OrdersChartCard dashboard={dashboard} />
      <DeliveryTimeChartCard dashboard={dashboard} />
      <FailedOffersChartCard dashboard={dashboard} />
      <SalesByGameCard dashboard={dashboard} />
      <SalesByRarityCard dashboard={dashboard} />
      <StockCard dashboard={dashboard} />
    </div>
  );
}

const meta = {
  title: 'Back-office/Dashboard/Chart cards',
  component: RevenueChartCard,
  subcomponents: {
    OrdersChartCard,
    DeliveryTimeChartCard,
    FailedOffersChartCard,
    SalesByGameCard,
    SalesByRarityCard,
    StockCard,
  },
  args: { dashboard: dashboardFixture({ days: 7 }) },
  render: (args) => <AllChartCards {...args} />,
} satisfies Meta<typeof RevenueChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('table', { name });
/** A table's body rows (the header row left out). */
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

export const SevenDays: Story = {
  name: 'Seven days',
  play: async ({ canvasElement }) => {
    const revenue = await table(canvasElement, 'Revenue per day');
    await expect(bodyRows(revenue)).toHaveLength(7);
    await expect(within(revenue).getByRole('columnheader', { name: 'Revenue' })).toBeInTheDocument();
    const orders = await table(canvasElement, 'Orders over time');
    for (const column of ['Placed', 'Paid', 'Delivered', 'Not paid', 'Refunded'])
      await expect(within(orders).getByRole('columnheader', { name: column })).toBeInTheDocument();
    const delivery = await table(canvasElement, 'Delivery time');
    await expect(bodyRows(delivery)).toHaveLength(9);
    await expect(within(canvasElement).getByText(/half the orders within 3 min/)).toBeInTheDocument();
    const stock = await table(canvasElement, 'Stock on sale');
    await expect(within(stock).getByRole('row', { name: /CS2/ })).toHaveTextContent('10,921');
  },
};

export const Empty: Story = {
  name: 'Empty: a shop with no sale yet',
  args: { dashboard: dashboardFixture({ days: 7, empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No order was paid in this period.')).toBeVisible();
    await expect(canvas.getByText('No order in this period.')).toBeVisible();
    await expect(canvas.getByText('No order was delivered in this period.')).toBeVisible();
    await expect(canvas.getByText('No trade offer failed in this period.')).toBeVisible();
    await expect(canvas.getAllByText('No skin was delivered in this period.')).toHaveLength(2);
    // The days are still there for a screen reader, each at zero.
    const revenue = await table(canvasElement, 'Revenue per day');
    await expect(bodyRows(revenue)[0]).toHaveTextContent(/0\.00\sEUR$/);
  },
};

export const Loading: Story = {
  args: { dashboard: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [
      'Revenue per day',
      'Orders over time',
      'Delivery time',
      'Trade offers that failed',
      'Sales by game',
      'Sales by rarity',
      'Stock on sale',
    ])
      await expect(canvas.getByText(`Loading ${title}`)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OneDay: Story = {
  name: 'One day, by hour',
  args: { dashboard: dashboardFixture({ days: 1 }) },
  play: async ({ canvasElement }) => {
    const revenue = await table(canvasElement, 'Revenue per hour');
    await expect(bodyRows(revenue)).toHaveLength(24);
    await expect(within(revenue).getByRole('columnheader', { name: 'Hour' })).toBeInTheDocument();
    const failed = await table(canvasElement, 'Trade offers that failed');
    await expect(bodyRows(failed)).toHaveLength(24);
  },
};

export const AYear: Story = {
  name: 'A year, by week',
  args: { dashboard: dashboardFixture({ days: 365 }) },
  play: async ({ canvasElement }) => {
    const revenue = await table(canvasElement, 'Revenue per week');
    await expect(bodyRows(revenue).length).toBeGreaterThan(50);
    await expect(bodyRows(revenue)[0]).toHaveTextContent(/^Week of /);
    await expect(within(revenue).getByRole('columnheader', { name: 'Week' })).toBeInTheDocument();
  },
};

export const InFrench: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const revenue = await table(canvasElement, 'Chiffre d’affaires par jour');
    await expect(bodyRows(revenue)[0]).toHaveTextContent(/\d,\d\d\sEUR$/);
    await expect(await table(canvasElement, 'Stock en vente')).toBeInTheDocument();
  },
};

export const LongNumbers: Story = {
  name: 'Long numbers',
  args: { dashboard: dashboardFixture({ days: 30, scale: 5000 }) },
  play: async ({ canvasElement }) => {
    const stock = await table(canvasElement, 'Stock on sale');
    const row = within(stock).getByRole('row', { name: /CS2/ });
    await expect(row).toHaveTextContent('54,605,000');
    await expect(row).toHaveTextContent(/15,350,364,000\.00\sEUR/);
    // The longest amounts wrap or fit: no card is wider than its box.
    for (const figure of canvasElement.querySelectorAll('figure'))
      await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};
