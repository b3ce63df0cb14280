import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { katowice2014Stickers, redline, skinImage } from '../ItemCard/ItemCard.fixtures.ts';
import { CartRow } from './CartRow.tsx';

const meta = {
  title: 'Domain/CartRow',
  component: CartRow,
  args: {
    ...redline,
    float: '0.251234',
    stickers: katowice2014Stickers.slice(0, 4),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('article', { name: 'AK-47 | Redline (Field-Tested)' });
    await expect(within(row).getByText('Field-Tested')).toBeVisible();
    await expect(within(row).getByText('0.251234')).toBeVisible();
    await expect(row.querySelector('data')?.textContent).toBe('34.87\u00a0EUR');
    await expect(within(row).getAllByRole('img')).toHaveLength(4);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Changing: Story = {
  args: { isChanging: true },
  // Spec §2 dims the row while it changes; a busy, inactive row is exempt from contrast minimums (WCAG 1.4.3).
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('article');
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(row).opacity).not.toBe('1');
    await expect(getComputedStyle(row).animationName).not.toBe('none');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }), { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const Locked: Story = {
  args: { lockedReason: 'This item was just reserved by another buyer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This item was just reserved by another buyer.')).toBeVisible();
  },
};

export const NoStickers: Story = { args: { stickers: [] } };

export const WithoutFloat: Story = {
  name: 'Without float (Rust)',
  args: { name: 'Tempered AK47', imageUrl: skinImage('#263238', '#ff7043'), float: null, stickers: [], price: 18.2 },
};

export const LongNameHighPrice: Story = {
  args: {
    name: 'StatTrak™ Souvenir M4A1-S | Knight (Factory New) with a name tag of forty characters',
    float: '0.000213',
    price: 24999.99,
    currency: 'AUD',
    stickers: katowice2014Stickers,
  },
};
