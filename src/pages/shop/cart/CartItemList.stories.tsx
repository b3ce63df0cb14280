import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartSkins } from '#machines/cart/cart.fixtures.ts';
import { CartItemList } from './CartItemList.tsx';

const { redline, asiimov, waterElemental } = cartSkins;
const lockReason = /This item can no longer be bought/;

const meta = {
  title: 'Pages/Cart/CartItemList',
  component: CartItemList,
  args: {
    items: [redline, asiimov, waterElemental],
    currency: 'EUR',
    busySkinId: undefined,
    lockedSkinIds: [],
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Items in your cart' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const row = within(list).getByRole('article', { name: asiimov.name });
    await expect(within(row).getByText('0.612345')).toBeVisible();
    await expect(row.querySelector('data')?.textContent).toBe('78.40\u00a0EUR');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(asiimov.skin_id);
  },
};

/** Spec §4 'locked items': the skins a refused purchase named, and one the server marks unavailable. */
export const WithLockedItems: Story = {
  args: { items: [redline, { ...asiimov, available: false }, waterElemental], lockedSkinIds: [waterElemental.skin_id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('article', { name: redline.name })).queryByText(lockReason)).toBeNull();
    await expect(within(canvas.getByRole('article', { name: asiimov.name })).getByText(lockReason)).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: waterElemental.name })).getByText(lockReason),
    ).toBeVisible();
  },
};

/** Spec §2: the row being changed is dimmed and pulses, and cannot be removed twice. */
export const RowBeingRemoved: Story = {
  args: { busySkinId: asiimov.skin_id },
  // A busy, inactive row is exempt from contrast minimums (WCAG 1.4.3), as in CartRow's own story.
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('article', { name: asiimov.name });
    await expect(row).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }), { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('article', { name: redline.name })).not.toHaveAttribute('aria-busy');
  },
};
