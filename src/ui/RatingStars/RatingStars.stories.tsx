import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingStars } from './RatingStars.tsx';

const meta = {
  title: 'Domain/RatingStars',
  component: RatingStars,
  args: { score: 7 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-fill]')].map((element) => element.getAttribute('data-fill'));

export const SevenOutOfTen: Story = {
  name: '7 out of 10 (3.5 stars)',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeVisible();
    await expect(fillsOf(canvasElement)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  },
};
export const Perfect: Story = {
  args: { score: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
};
export const Lowest: Story = { args: { score: 1 } };
export const Zero: Story = { args: { score: 0 } };
export const BetweenSteps: Story = { name: '8.6 rounds to 4.5 stars', args: { score: 8.6 } };
