import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Chart, type ChartCategory } from './Chart.tsx';

const dayMs = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const days = (count: number): ChartCategory[] =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(start + index * dayMs);
    return {
      key: date.toISOString(),
      label: date.toLocaleDateString('en', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      fullLabel: date.toLocaleDateString('en', { dateStyle: 'full', timeZone: 'UTC' }),
    };
  });

const euros = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0EUR`;
const compactEuros = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)}\u00a0EUR`;
const count = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

const week = days(7);
const revenue = [1234.5, 980, 1510.25, 0, 2210.9, 1875, 1320];

const meta = {
  title: 'Charts/Chart',
  component: Chart,
  args: {
    title: 'Revenue per day',
    description: 'Paid orders, converted to EUR at today’s rates.',
    categories: week,
    series: [{ key: 'revenue', label: 'Revenue', values: revenue, tone: 'series1' }],
    kind: 'bar',
    formatValue: euros,
    formatTick: compactEuros,
    unit: 'EUR',
    categoryName: 'Day',
    emptyMessage: 'No payment in this period.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Revenue per day' })).toBeVisible();
    // Screen readers read the chart as a table: a header row and a row per day, the exact values in it.
    const table = canvas.getByRole('table', { name: 'Revenue per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: /^2,210\.90.EUR$/ })).toBeInTheDocument();
    // The value axis: 0 to a round number above the highest day, with its unit.
    for (const tick of [/^0.EUR$/, /^2\.5K.EUR$/]) await expect(canvas.getByText(tick)).toBeVisible();
    await expect(canvas.getByText('Nov 1')).toBeVisible();
    await expect(canvas.getByText('Nov 7')).toBeVisible();
  },
};

export const ValuesOnFocusAndHover: Story = {
  name: 'The exact values on focus and hover',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Revenue per day: values shown' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuetext', 'Saturday, November 7, 2026: Revenue 1,320.00\u00a0EUR');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Thursday, November 5, 2026: Revenue 2,210.90\u00a0EUR');
    // Drawn text, not the screen readers' table of the same values.
    const drawn = (text: string) => canvas.getAllByText(text).find((element) => !element.closest('table'));
    await expect(drawn('Thursday, November 5, 2026')?.parentElement).toHaveTextContent(/Revenue2,210\.90.EUR/);
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    slider.blur();

    const box = slider.getBoundingClientRect();
    await userEvent.pointer({ target: slider, coords: { clientX: box.left + box.width * 0.5, clientY: box.top + 20 } });
    await expect(drawn('Wednesday, November 4, 2026')).toBeVisible();
  },
};

export const StackedSeries: Story = {
  name: 'Stacked bars of several series, with their legend',
  args: {
    title: 'Offers that failed',
    description: 'Trade offers declined, expired or tampered with, per day.',
    series: [
      { key: 'declined', label: 'Declined', values: [2, 1, 0, 3, 1, 0, 2], tone: 'series4' },
      { key: 'expired', label: 'Expired', values: [1, 0, 0, 1, 0, 2, 0], tone: 'series6' },
      { key: 'suspicious', label: 'Tampered with', values: [0, 0, 1, 0, 0, 0, 1], tone: 'series5' },
    ],
    stacked: true,
    formatValue: count,
    formatTick: count,
    unit: 'offers',
    emptyMessage: 'No offer failed in this period.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Declined', 'Expired', 'Tampered with']);
    // Day 4: three declined and one expired, stacked to 4.
    await expect(canvasElement.querySelectorAll('rect').length).toBeGreaterThan(7);
    await userEvent.tab();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      'Wednesday, November 4, 2026: Declined 3, Expired 1, Tampered with 0',
    );
  },
};

export const Lines: Story = {
  args: {
    title: 'Orders over time',
    series: [
      { key: 'placed', label: 'Placed', values: [40, 38, 51, 47, 60, 55, 49], tone: 'series2' },
      { key: 'paid', label: 'Paid', values: [31, 30, 44, 40, 52, 47, 41], tone: 'series1' },
      { key: 'delivered', label: 'Delivered', values: [29, 30, 40, 39, 50, 44, 38], tone: 'series3' },
    ],
    kind: 'line',
    formatValue: count,
    formatTick: count,
    unit: 'orders',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('polyline')).toHaveLength(3);
  },
};

export const OneDayByHour: Story = {
  name: 'One day, by hour',
  args: {
    title: 'Revenue per hour',
    categoryName: 'Hour',
    categories: Array.from({ length: 24 }, (_, hour) => ({
      key: String(hour),
      label: `${String(hour).padStart(2, '0')}:00`,
      fullLabel: `November 7, ${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`,
    })),
    series: [
      {
        key: 'revenue',
        label: 'Revenue',
        values: Array.from({ length: 24 }, (_, hour) => (hour > 7 && hour < 23 ? 40 + ((hour * 37) % 90) : 0)),
        tone: 'series1',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Five labels at most fit a phone: the first, the last and evenly spaced ones between.
    await expect(within(canvasElement).getByText('00:00')).toBeVisible();
    await expect(within(canvasElement).getByText('23:00')).toBeVisible();
    await expect(within(canvasElement).queryByText('01:00')).toBeNull();
  },
};

export const AYearByWeek: Story = {
  name: 'A year, by week',
  args: {
    title: 'Revenue per week',
    categoryName: 'Week',
    categories: Array.from({ length: 53 }, (_, week) => {
      const monday = new Date(Date.UTC(2025, 10, 3) + week * 7 * dayMs);
      return {
        key: monday.toISOString(),
        label: monday.toLocaleDateString('en', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
        fullLabel: `Week of ${monday.toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' })}`,
      };
    }),
    series: [
      {
        key: 'revenue',
        label: 'Revenue',
        values: Array.from({ length: 53 }, (_, week) => 8000 + ((week * 7919) % 6000) + week * 120),
        tone: 'series1',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(54);
    await expect(canvasElement.querySelectorAll('rect:not([height="200"])').length).toBe(53);
  },
};

export const LongNumbers: Story = {
  name: 'Long numbers',
  args: {
    series: [
      {
        key: 'revenue',
        label: 'Revenue',
        values: [123_456_789.12, 98_765_432.1, 150_000_000, 0, 221_090_900.99, 187_500_000, 132_000_000.5],
        tone: 'series1',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The axis is compact; the readout and the table say every digit.
    await expect(canvas.getByText(/^250M.EUR$/)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: /^221,090,900\.99.EUR$/ })).toBeInTheDocument();
  },
};

export const InFrench: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  args: {
    title: 'Chiffre d’affaires par jour',
    description: 'Commandes payées, converties en EUR au cours du jour.',
    categoryName: 'Jour',
    categories: week.map((day, index) => ({
      key: day.key,
      label: new Date(start + index * dayMs).toLocaleDateString('fr', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
      fullLabel: new Date(start + index * dayMs).toLocaleDateString('fr', { dateStyle: 'full', timeZone: 'UTC' }),
    })),
    series: [{ key: 'revenue', label: 'Chiffre d’affaires', values: revenue, tone: 'series1' }],
    emptyMessage: 'Aucun paiement sur cette période.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: /^2.210,90.EUR$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('slider', { name: 'Chiffre d’affaires par jour : valeurs affichées' })).toBeVisible();
  },
};

export const EmptyPeriod: Story = {
  name: 'Empty: nothing happened',
  args: { series: [{ key: 'revenue', label: 'Revenue', values: [0, 0, 0, 0, 0, 0, 0], tone: 'series1' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment in this period.')).toBeVisible();
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(0);
  },
};

export const NoCategories: Story = {
  name: 'Empty: no category at all',
  args: { categories: [], series: [{ key: 'revenue', label: 'Revenue', values: [], tone: 'series1' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment in this period.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('slider')).toBeNull();
  },
};

export const WithMarkers: Story = {
  name: 'A histogram with its median and 95th percentile',
  args: {
    title: 'Delivery time',
    description: 'Median 3 min 20 s, 95th percentile 41 min.',
    categoryName: 'Time from payment to acceptance',
    categories: [
      '< 1 min',
      '1–2 min',
      '2–5 min',
      '5–10 min',
      '10–30 min',
      '30–60 min',
      '1–3 h',
      '3–24 h',
      '> 24 h',
    ].map((label) => ({ key: label, label })),
    series: [{ key: 'orders', label: 'Orders', values: [12, 30, 44, 21, 9, 4, 2, 1, 0], tone: 'series3' }],
    formatValue: count,
    formatTick: count,
    unit: 'orders',
    markers: [
      { key: 'p50', label: 'p50', at: 2.44 },
      { key: 'p95', label: 'p95', at: 5.37 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('p50')).toBeVisible();
    await expect(within(canvasElement).getByText('p95')).toBeVisible();
  },
};
