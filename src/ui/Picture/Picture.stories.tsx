import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { redline } from '../ItemCard/ItemCard.fixtures.ts';
import { Picture } from './Picture.tsx';

const meta = {
  title: 'Display/Picture',
  component: Picture,
  args: { url: redline.imageUrl, width: 160 },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture given as is (Steam's, or a story's), 4:3 at the slot's width, lazy. */
export const AsGiven: Story = {
  name: 'As given (4:3, lazy)',
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('src', redline.imageUrl);
    await expect(picture).not.toHaveAttribute('srcset');
    await expect(picture).toHaveAttribute('width', '160');
    await expect(picture).toHaveAttribute('height', '120');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).toHaveAttribute('alt', '');
  },
};

/** A sticker standing alone is named by its picture. */
export const Named: Story = {
  args: { width: 40, alt: 'Sticker | Titan (Holo) | Katowice 2014', title: 'Sticker | Titan (Holo) | Katowice 2014' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAccessibleName('Sticker | Titan (Holo) | Katowice 2014');
  },
};
