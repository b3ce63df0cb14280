import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { katowice2014Stickers, redline, skinImage } from './ItemCard.fixtures.ts';
import { ItemCard, type ItemCardProps } from './ItemCard.tsx';

const inFiveDays = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000 + 60 * 60 * 1000).toISOString();

const meta = {
  title: 'Domain/ItemCard',
  component: ItemCard,
  args: {
    ...redline,
    href: '/cs-product/4821',
    rarityColor: '#d32ce6',
    stickers: katowice2014Stickers.slice(0, 3),
    inCart: false,
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToCart: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: 'AK-47 | Redline (Field-Tested)' });
    await expect(within(card).getByRole('link', { name: 'AK-47 | Redline (Field-Tested)' })).toHaveAttribute(
      'href',
      '/cs-product/4821',
    );
    await expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
    await expect(args.onRemoveFromCart).not.toHaveBeenCalled();
  },
};

export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'In cart' }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledOnce();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const InCartWithALargePrice: Story = {
  name: 'In cart with a large price (the button wraps, nothing leaves the card)',
  args: { inCart: true, price: 24_423.15 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const button = within(card).getByRole('button', { name: 'In cart' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Add to cart/ }), { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const TradeHold: Story = {
  args: { tradableAfter: inFiveDays },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This item can’t be traded for 5 days')).toBeVisible();
  },
};

export const FiveStickers: Story = { args: { stickers: katowice2014Stickers } };

export const NoStickers: Story = {
  args: { stickers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Stickers' })).toBeNull();
  },
};

export const WithoutFloat: Story = {
  name: 'Without float (Dota 2)',
  args: {
    name: 'Dragonclaw Hook',
    imageUrl: skinImage('#5d4037', '#ffd54f'),
    float: null,
    stickers: [],
    rarityColor: '#e4ae39',
    price: 812.5,
    currency: 'USD',
    href: '/dota-product/77',
  },
};

export const WithoutCart: Story = {
  name: 'Without cart handlers',
  args: { onAddToCart: undefined, onRemoveFromCart: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NoRarity: Story = {
  args: { rarityColor: undefined },
  // No colour to pick: the colour control would only complain about the missing value.
  parameters: { controls: { exclude: ['rarityColor'] } },
};

export const LongName: Story = {
  args: { name: 'StatTrak™ Souvenir M4A1-S | Knight (Factory New) with a name tag of forty characters' },
};

export const RouterLink: Story = {
  name: 'Link rendered by the app',
  args: {
    renderLink: ({ href, className, children }) => (
      <a className={className} href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'AK-47 | Redline (Field-Tested)' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/cs-product/4821');
  },
};

/** The cart flow as the app drives it: pending while the request runs, then 'In cart', then back. */
function CartFlow(props: ItemCardProps) {
  const [inCart, setInCart] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const run = (next: boolean) => {
    setIsBusy(true);
    setTimeout(() => {
      setInCart(next);
      setIsBusy(false);
    }, 300);
  };
  return (
    <ItemCard
      {...props}
      inCart={inCart}
      isBusy={isBusy}
      onAddToCart={() => run(true)}
      onRemoveFromCart={() => run(false)}
    />
  );
}

export const AddThenRemove: Story = {
  render: (args) => <CartFlow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'In cart' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  },
};
