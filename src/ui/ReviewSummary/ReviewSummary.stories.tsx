import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';

const meta = {
  title: 'Domain/ReviewSummary',
  component: ReviewSummary,
  args: { rates: [10, 10, 9, 8, 10, 7, 4, 10] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button variant="secondary">Read all reviews</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (10+10+9+8+10+7+4+10) / 8 = 8.5 out of 10 = 4.25 stars, shown to one decimal.
    await expect(canvas.getByText('4.3')).toBeVisible();
    await expect(canvas.getByText('Based on 8 reviews')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read all reviews' })).toBeVisible();
  },
};

export const WithDistribution: Story = {
  args: { showDistribution: true },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: 'Reviews by rating' })).getAllByRole(
      'listitem',
    );
    await expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars5 reviews',
      '4 stars2 reviews',
      '3 stars0 reviews',
      '2 stars1 review',
      '1 star0 reviews',
    ]);
  },
};

export const OneReview: Story = {
  args: { rates: [6] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Based on 1 review')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No reviews yet/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  args: { rates: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the reviews');
  },
};
