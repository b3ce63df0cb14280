import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceChart } from './PriceChart.tsx';

const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 9, 1);
const history = [31.2, 33.5, 32.1, 35.9, 34.4, 36.8, 34.87].map((price, index) => ({
  tradedAt: new Date(start + index * 4 * day).toISOString(),
  price,
}));

const meta = {
  title: 'Domain/PriceChart',
  component: PriceChart,
  args: { points: history, currency: 'EUR', title: 'Recent sales of AK-47 | Redline (Field-Tested)' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Recent sales of AK-47 | Redline (Field-Tested)' })).toBeVisible();
    await expect(
      canvas.getByText(/7 sales from Oct 1, 2026 to Oct 25, 2026: lowest 31\.20.EUR, highest 36\.80.EUR/),
    ).toBeVisible();
    // Screen readers read the sales as a table: a header row and one row per sale.
    const table = canvas.getByRole('table', { name: 'Recent sales of AK-47 | Redline (Field-Tested)' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('cell', { name: /^34\.87.EUR$/ })).toBeInTheDocument();
  },
};

export const OneSale: Story = {
  name: 'One sale',
  args: { points: history.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(1);
  },
};

export const FlatPrice: Story = {
  name: 'Flat price',
  args: { points: history.map((sale) => ({ ...sale, price: 20 })) },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sales of this item yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LongHistory: Story = {
  name: 'Long history (90 sales)',
  args: {
    points: Array.from({ length: 90 }, (_, index) => ({
      tradedAt: new Date(start + index * day).toISOString(),
      price: 1200 + Math.sin(index / 6) * 180 + index * 3,
    })),
    currency: 'USD',
  },
};
