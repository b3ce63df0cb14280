import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { redline, skins } from '../ItemCard/ItemCard.fixtures.ts';
import { LastTradeCard } from '../LastTradeCard/LastTradeCard.tsx';
import { Carousel } from './Carousel.tsx';

function lastTrades(count: number) {
  const trades = Array.from({ length: count }, (_, index) => ({
    id: `trade-${index}`,
    ...(skins[index % skins.length] ?? redline),
  }));
  return trades.map(({ id, ...trade }) => <LastTradeCard key={id} {...trade} />);
}

const meta = {
  title: 'Layout/Carousel',
  component: Carousel,
  args: { label: 'Last trades', slides: lastTrades(15), slidesPerView: { base: 2, md: 4, lg: 5, xl: 8 } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FifteenCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Last trades' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group')).toHaveLength(15);
    await expect(canvas.getByRole('group', { name: '3 of 15' })).toHaveAttribute('aria-roledescription', 'slide');

    const previous = canvas.getByRole('button', { name: 'Previous slides' });
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toBeEnabled());
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await waitFor(() =>
      expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent(/^Slides \d+ to \d+ of 15$/),
    );

    for (let page = 0; page < 15 && !next.hasAttribute('disabled'); page += 1) await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slides' });
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toBeEnabled());
    // The slides' viewport is in the tab order right after the buttons.
    next.focus();
    await userEvent.tab();
    await expect(document.activeElement).toContainElement(canvas.getByRole('group', { name: '1 of 15' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

export const ThreeCards: Story = {
  name: 'Three cards (nothing to scroll)',
  args: { slides: lastTrades(3), slidesPerView: { base: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next slides' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Previous slides' })).toBeDisabled();
  },
};

export const ManyCards: Story = { args: { slides: lastTrades(60) } };

export const OnePerViewWithWideGap: Story = {
  name: 'One per view, 10px gap (reviews)',
  args: { label: 'Reviews', slides: lastTrades(10), slidesPerView: { base: 1, lg: 3 }, gap: '10px' },
};
