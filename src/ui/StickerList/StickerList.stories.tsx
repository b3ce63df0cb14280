import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { katowice2014Stickers } from '../ItemCard/ItemCard.fixtures.ts';
import { StickerList } from './StickerList.tsx';

const meta = {
  title: 'Domain/StickerList',
  component: StickerList,
  args: { stickers: katowice2014Stickers },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof StickerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStickers: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Stickers' });
    const images = within(list).getAllByRole('img');
    await expect(images).toHaveLength(5);
    await expect(images[1]).toHaveAccessibleName('Sticker | Titan (Holo) | Katowice 2014');
    await expect(images[1]).toHaveAttribute('title', 'Sticker | Titan (Holo) | Katowice 2014');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
  },
};
export const OneSticker: Story = { args: { stickers: katowice2014Stickers.slice(0, 1) } };
export const SameStickerTwice: Story = {
  args: { stickers: [katowice2014Stickers[0], katowice2014Stickers[0]].filter((sticker) => sticker !== undefined) },
};
export const Small: Story = { args: { size: 'sm' } };
export const NoStickers: Story = {
  args: { stickers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
