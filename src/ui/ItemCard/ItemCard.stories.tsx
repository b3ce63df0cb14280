import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { katowice2014Stickers, redline, skinImage } from './ItemCard.fixtures.ts';
import { ItemCard, type ItemCardProps } from './ItemCard.tsx';

/** The card counts the hold from a pinned moment, so the mark reads the same on every run. */
const now = new Date('2026-11-24T12:00:00Z');
const inSevenDays = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 60 * 60 * 1000).toISOString();

const meta = {
  title: 'Domain/ItemCard',
  component: ItemCard,
  args: {
    ...redline,
    href: '/cs-product/4821',
    rarityColor: '#d32ce6',
    stickers: katowice2014Stickers.slice(0, 3),
    now,
    inCart: false,
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
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

export const Locked: Story = {
  name: 'Locked (its cart change is in flight)',
  args: { isBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Add to cart/ }), { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const OnHold: Story = {
  name: 'On hold',
  args: { tradableAfter: inSevenDays },
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: 'Trade hold: 7 days' });
    await expect(mark).toHaveTextContent('7d');
  },
};

export const DopplerWithStickersStatTrak: Story = {
  name: 'CS2 with stickers, phase and StatTrak™',
  args: {
    name: 'StatTrak™ ★ Karambit | Doppler (Factory New)',
    imageUrl: skinImage('#1565c0', '#ad1457'),
    float: 0.012345,
    phase: 'Phase 2',
    stattrak: true,
    rarityColor: '#eb4b4b',
    price: 1489.2,
    stickers: katowice2014Stickers,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).getByText('Phase 2')).toBeVisible();
    await expect(within(card).getByText('StatTrak™')).toBeVisible();
    await expect(within(card).getByRole('meter', { name: 'Float' })).toHaveAttribute(
      'aria-valuetext',
      '0.012345, Factory New',
    );
    await expect(within(card).getByText('FN')).toBeVisible();
    const stickers = within(card).getByRole('img', { name: /^Stickers: / });
    await expect(stickers.querySelectorAll('img')).toHaveLength(5);
    await userEvent.tab();
    await expect(stickers).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Sticker | Titan (Holo) | Katowice 2014');
  },
};

export const Souvenir: Story = {
  args: {
    name: 'Souvenir AWP | Dragon Lore (Minimal Wear)',
    imageUrl: skinImage('#c8a24a', '#3e2723'),
    float: 0.091234,
    souvenir: true,
    stickers: katowice2014Stickers.slice(0, 4),
    price: 24_423.15,
    rarityColor: '#eb4b4b',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Souvenir')).toBeVisible();
  },
};

export const NoStickers: Story = {
  args: { stickers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img', { name: /^Stickers/ })).toBeNull();
  },
};

export const Dota2: Story = {
  name: 'Dota 2 (rarity, quality, hero)',
  args: {
    name: 'Genuine Dragonclaw Hook',
    imageUrl: skinImage('#5d4037', '#ffd54f'),
    float: null,
    stickers: [],
    rarityColor: '#e4ae39',
    rarityLabel: 'Immortal',
    details: ['Genuine', 'Pudge'],
    price: 812.5,
    currency: 'USD',
    href: '/dota-product/77',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(within(card).queryByRole('meter')).toBeNull();
    for (const text of ['Immortal', 'Genuine', 'Pudge']) await expect(within(card).getByText(text)).toBeVisible();
  },
};

export const Rust: Story = {
  name: 'Rust (type)',
  args: {
    name: 'Tempered AK47',
    imageUrl: skinImage('#455a64', '#ff7043'),
    float: null,
    stickers: [],
    rarityColor: undefined,
    details: ['Weapon Skin'],
    price: 38.1,
    currency: 'USD',
    href: '/rust-product/903',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Weapon Skin')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    // Clamped to two lines, the whole name still names the link.
    await expect(within(canvasElement).getByRole('link', { name: /forty characters$/ })).toBeInTheDocument();
  },
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
