import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reviewBackgrounds, reviewFixtures } from './ReviewCard.fixtures.ts';
import { ReviewCarousel } from './ReviewCarousel.tsx';

const meta = {
  title: 'Domain/ReviewCarousel',
  component: ReviewCarousel,
  args: { label: 'Customer reviews', backgroundUrls: reviewBackgrounds, reviews: reviewFixtures(12) },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { reviews: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the reviews');
    // Spec §9: five placeholders while loading.
    await expect(canvasElement.querySelector('[aria-busy="true"]')?.children).toHaveLength(1 + 5);
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const TwelveReviewsShowTen: Story = {
  name: 'Twelve reviews, ten shown',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Customer reviews' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(10);
    // The five drawings repeat in order: slot 6 wears slot 1's.
    const backgroundOf = (slot: number) =>
      canvas
        .getByRole('group', { name: `${slot} of 10` })
        .querySelector('img')
        ?.getAttribute('src');
    await expect(backgroundOf(6)).toBe(reviewBackgrounds[0]);
    await expect(backgroundOf(10)).toBe(reviewBackgrounds[4]);
    await expect(backgroundOf(2)).not.toBe(backgroundOf(1));
  },
};

export const OneReview: Story = { args: { reviews: reviewFixtures(1) } };
