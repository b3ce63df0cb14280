import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import { reviewBackgrounds } from './ReviewCard.fixtures.ts';
import { ReviewCard, ReviewCardSkeleton } from './ReviewCard.tsx';

const meta = {
  title: 'Domain/ReviewCard',
  component: ReviewCard,
  args: {
    authorName: 'Camille',
    score: 9,
    text: 'Livraison rapide, le couteau est arrivé dans mon inventaire Steam en quelques minutes.',
    createdAt: '2026-03-07T10:15:00Z',
    backgroundUrl: reviewBackgrounds[0],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Camille' });
    await expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    // Spec §3: local year, 2-digit month and day, in the active language (en-US order here).
    await expect(card.querySelector('time')).toHaveTextContent('03/07/2026');
    await expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-03-07T10:15:00Z');
  },
};

export const MarkupStaysText: Story = {
  name: 'Markup in the review stays text',
  args: { authorName: '<b>Sneaky</b>', text: '<img src=x onerror=alert(1)> Great prices, <i>fast</i> trade.' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '<b>Sneaky</b>' });
    await expect(within(card).getByText('<img src=x onerror=alert(1)> Great prices, <i>fast</i> trade.')).toBeVisible();
    await expect(card.querySelector('i, b')).toBeNull();
  },
};

export const LongReviewClamped: Story = {
  name: 'Long review, clamped for a carousel',
  args: {
    clampText: true,
    score: 6,
    text: 'I was unsure at first because I had never bought skins outside the Steam market, so I started with a cheap sticker. The trade offer came through almost at once, so I went back for the gloves I had wanted for months. Support answered my question about the hold period the same evening.',
  },
};

export const WithoutBackground: Story = { args: { backgroundUrl: undefined, score: 2 } };

export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading the reviews">
      <ReviewCardSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the reviews');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
