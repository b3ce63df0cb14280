import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { type Dashboard, dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { DashboardPage } from './DashboardPage.tsx';
import { dashboardFixture, healthyShop, troubledShop } from './dashboard.fixtures.ts';

const answer = (dashboard: Dashboard, health = healthyShop) => [
  http.get(mswUrl(dashboardEndpoints.figures), () => HttpResponse.json(dashboard)),
  http.get(mswUrl(dashboardEndpoints.health), () => HttpResponse.json(health)),
];
const week = dashboardFixture({ days: 7 });

const meta = {
  title: 'Back-office/Dashboard',
  component: DashboardPage,
  args: {
    search: { period: '7d', currency: 'EUR' },
    query: { from: week.period.from, to: week.period.to, currency: 'EUR' },
    onSearchChange: fn(),
  },
  decorators: [(Story) => <StoryRouter path="/profile/admin">{Story()}</StoryRouter>],
  beforeEach: ({ msw }) => msw.use(...answer(week)),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every chart has its screen readers' table, named as the chart. */
async function expectChartTables(canvasElement: HTMLElement, titles: string[]) {
  const canvas = within(canvasElement);
  for (const title of titles) await expect(await canvas.findByRole('table', { name: title })).toBeInTheDocument();
}

export const SevenDays: Story = {
  name: 'Seven days',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('list', { name: 'Figures of the period' });
    await expect(within(figures).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    await expect(within(figures).getByText('Revenue')).toBeVisible();
    await expectChartTables(canvasElement, [
      'Revenue per day',
      'Orders over time',
      'Delivery time',
      'Trade offers that failed',
      'Sales by game',
      'Sales by rarity',
      'Stock on sale',
    ]);
    await expect(await canvas.findByRole('list', { name: 'Health of the shop' })).toBeVisible();
    // The period switch hands the new period to the route, which puts it in the URL.
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 30 days' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({ period: '30d', from: undefined, to: undefined });
  },
};

export const ChosenDays: Story = {
  name: 'Days of your choice',
  args: { search: { period: 'range', from: week.period.from, to: week.period.to, currency: 'EUR' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show these days' }));
    await expect(args.onSearchChange).toHaveBeenCalledWith({
      period: 'range',
      from: week.period.from,
      to: week.period.to,
    });
  },
};

export const OneDay: Story = {
  name: 'One day, by hour',
  args: {
    search: { period: 'today', currency: 'EUR' },
    query: { from: '2026-11-15', to: '2026-11-15', currency: 'EUR' },
  },
  beforeEach: ({ msw }) => msw.use(...answer(dashboardFixture({ days: 1 }))),
  play: async ({ canvasElement }) => {
    await expectChartTables(canvasElement, ['Revenue per hour']);
  },
};

export const AYear: Story = {
  name: 'A year, by week',
  args: {
    search: { period: 'range', from: '2025-11-16', to: '2026-11-15', currency: 'EUR' },
    query: { from: '2025-11-16', to: '2026-11-15', currency: 'EUR' },
  },
  beforeEach: ({ msw }) => msw.use(...answer(dashboardFixture({ days: 365 }))),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Revenue per week' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(50);
  },
};

export const LongNumbers: Story = {
  name: 'Long numbers, a troubled shop',
  beforeEach: ({ msw }) => msw.use(...answer(dashboardFixture({ days: 30, scale: 5000 }), troubledShop)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Revenue per day' })).toBeInTheDocument();
    await expect((await canvas.findAllByText('Needs attention')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  name: 'Empty: a shop with no sale yet',
  beforeEach: ({ msw }) => msw.use(...answer(dashboardFixture({ days: 7, empty: true }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No order was paid in this period.')).toBeVisible();
    await expect(canvas.getAllByText('No skin was delivered in this period.')).toHaveLength(2);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(mswUrl(dashboardEndpoints.figures), () => delay('infinite')),
      http.get(mswUrl(dashboardEndpoints.health), () => delay('infinite')),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the figures')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the health of the shop')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'The server refuses',
  beforeEach: ({ msw }) => {
    const refused = () =>
      HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 });
    msw.use(
      http.get(mswUrl(dashboardEndpoints.figures), refused),
      http.get(mswUrl(dashboardEndpoints.health), refused),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByText('You do not have permission to perform this action.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const InFrench: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => msw.use(...answer(week, troubledShop)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Chiffre d’affaires par jour' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: '30 derniers jours' })).toBeInTheDocument();
  },
};
