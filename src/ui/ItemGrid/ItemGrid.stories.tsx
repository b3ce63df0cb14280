import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { skins } from '../ItemCard/ItemCard.fixtures.ts';
import { ItemCard } from '../ItemCard/ItemCard.tsx';
import { ItemGrid } from './ItemGrid.tsx';

type Skin = (typeof skins)[number] & { id: number };

/** Enough cards for several rows. */
const page: Skin[] = Array.from({ length: 12 }, (_, index) => ({
  ...(skins[index % skins.length] as (typeof skins)[number]),
  id: index + 1,
}));

const meta = {
  title: 'Domain/ItemGrid',
  component: ItemGrid<Skin>,
  args: {
    items: page,
    getKey: (skin) => skin.id,
    renderItem: (skin) => (
      <ItemCard
        href={`/cs-product/${skin.id}`}
        name={skin.name}
        imageUrl={skin.imageUrl}
        float={skin.float}
        price={skin.price}
        currency={skin.currency}
      />
    ),
    label: 'CS2 skins: items',
    page: 1,
    pageCount: 3,
    hasNextPage: true,
    onPageChange: fn(),
  },
} satisfies Meta<typeof ItemGrid<Skin>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'CS2 skins: items' })).getAllByRole('article')).toHaveLength(
      12,
    );
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  name: 'Last page',
  args: { page: 3, hasNextPage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const UnknownPageCount: Story = {
  name: 'More than 1,000 results (page count unknown)',
  args: { page: 50, pageCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 50')).toBeVisible();
  },
};

export const SinglePage: Story = {
  name: 'One page (no pager)',
  args: { items: page.slice(0, 3), pageCount: 1, hasNextPage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading items');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Refreshing: Story = {
  name: 'Refreshing (previous results kept)',
  args: { isRefreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Skins not found')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Another page of the same skins, in reverse: every card changes place. */
const otherPage: Skin[] = [...page].reverse().map((skin) => ({ ...skin, id: skin.id + 100 }));

export const NewResults: Story = {
  name: 'New results (cards in view first)',
  render: function NewResults(args) {
    const [shown, setShown] = useState(page);
    return (
      <>
        <button type="button" onClick={() => setShown(otherPage)}>
          Show other results
        </button>
        <ItemGrid {...args} items={shown} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = () =>
      within(canvas.getByRole('list', { name: 'CS2 skins: items' }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show other results' }));
    // The cards out of view follow within a frame or two: then every place holds its new card, and only those.
    await waitFor(() => expect(cards()).toEqual(otherPage.map((skin) => skin.name)));
    await expect(canvas.getByRole('list', { name: 'CS2 skins: items' })).not.toHaveAttribute('aria-busy');
  },
};
