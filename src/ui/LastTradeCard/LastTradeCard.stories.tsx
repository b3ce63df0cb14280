import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { redline, skinImage } from '../ItemCard/ItemCard.fixtures.ts';
import { LastTradeCard } from './LastTradeCard.tsx';

const meta = {
  title: 'Domain/LastTradeCard',
  component: LastTradeCard,
  args: redline,
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LastTradeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rifle: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'AK-47 | Redline (Field-Tested)' });
    await expect(within(card).getByText('1m')).toBeVisible();
    await expect(card.querySelector('data')?.textContent).toBe('34.87\u00a0EUR');
    await expect(within(card).getByText('0.251234')).toBeVisible();
  },
};
export const LongName: Story = {
  args: {
    name: 'StatTrak™ M4A1-S | Hyper Beast (Minimal Wear) with a very long souvenir name',
    float: '0.091234',
    price: 1045.9,
  },
};
export const WithoutFloat: Story = {
  name: 'Without float (Dota 2)',
  args: {
    name: 'Dragonclaw Hook',
    imageUrl: skinImage('#5d4037', '#ffd54f'),
    float: null,
    price: 812.5,
    currency: 'USD',
  },
};
