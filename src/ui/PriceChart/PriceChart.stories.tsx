import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
    // A table is as wide as its cells: it is hidden in a 1 px box that clips it, or it widens a phone's page.
    const hiddenBox = table.parentElement?.getBoundingClientRect();
    await expect([hiddenBox?.width, hiddenBox?.height]).toEqual([1, 1]);
  },
};

export const AxesAndValueOnFocus: Story = {
  name: 'Price and date axes, the value on hover or focus',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Drawn text, not the screen readers' table of the same sales.
    const drawn = (text: string | RegExp) => canvas.getAllByText(text).find((element) => !element.closest('table'));
    // The price axis: highest, middle and lowest; the date axis: first, middle and last sale.
    for (const label of [/^36\.80.EUR$/, /^34\.00.EUR$/, /^31\.20.EUR$/]) await expect(drawn(label)).toBeVisible();
    for (const date of ['Oct 1, 2026', 'Oct 13, 2026', 'Oct 25, 2026']) await expect(drawn(date)).toBeVisible();

    const slider = canvas.getByRole('slider', { name: 'Sale shown' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await expect(slider).toHaveAttribute('aria-valuetext', 'Oct 25, 2026: 34.87\u00a0EUR');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Oct 21, 2026: 36.80\u00a0EUR');
    await expect(drawn('Oct 21, 2026')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');

    // Pointing at the chart's right end shows the last sale.
    const box = slider.getBoundingClientRect();
    await userEvent.pointer({ target: slider, coords: { clientX: box.right - 2, clientY: box.top + box.height / 2 } });
    await expect(slider).toHaveAttribute('aria-valuenow', '7');
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

/** The market's reference price as the shop read it: the same drawing, worded as market prices. */
export const MarketPrices: Story = {
  args: { kind: 'market', title: 'Market price of AK-47 | Redline (Field-Tested)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/7 market prices from Oct 1, 2026 to Oct 25, 2026/)).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Market price shown' })).toBeVisible();
  },
};

export const NoMarketPriceYet: Story = {
  args: { kind: 'market', points: [], title: 'Market price of AK-47 | Redline (Field-Tested)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No market price read yet.')).toBeVisible();
  },
};
