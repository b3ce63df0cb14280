import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type CartControls, CartStoreContext, createCartStore } from '#app/cart/cartContext.ts';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { cartOf, cartSkins } from '#machines/cart/cart.fixtures.ts';
import { CartWidget } from './CartWidget.tsx';

/** The widget reads the app's cart and the router: the story hands it a cart of its own and a router at /cs-store. */
function CartWidgetInApp(cart: CartControls) {
  return (
    <StoryRouter path="/cs-store">
      <CartStoreContext value={createCartStore(cart)}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480 }}>
          <CartWidget />
        </div>
      </CartStoreContext>
    </StoryRouter>
  );
}

const { redline, asiimov, waterElemental } = cartSkins;
const threeItems = cartOf([redline, asiimov, waterElemental]);

const meta = {
  title: 'App/Header/CartWidget',
  component: CartWidget,
  render: (cart) => <CartWidgetInApp {...cart} />,
  args: {
    status: 'ready',
    cart: threeItems,
    busySkinId: undefined,
    isInCart: () => false,
    add: fn(),
    remove: fn(),
    reload: fn(),
  },
} satisfies Meta<typeof CartWidgetInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDropdown(canvasElement: HTMLElement, buttonName: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: buttonName }));
  return page(canvasElement).findByRole('dialog', { name: 'Shopping Cart' });
}

export const Items: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shopping cart, 3 items' });
    await expect(within(trigger).getByText('3')).toBeVisible();
    const dropdown = within(await openDropdown(canvasElement, 'Shopping cart, 3 items'));
    const rows = dropdown.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      `${redline.name}34.87\u00a0EUR`,
      `${asiimov.name}78.40\u00a0EUR`,
      `${waterElemental.name}6.95\u00a0EUR`,
    ]);
    await expect(dropdown.getByText('3 items')).toBeInTheDocument();
    await expect(dropdown.getByText('120.22 EUR')).toBeInTheDocument();
    await expect(dropdown.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/cart');
    await expect(dropdown.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await expect(dropdown.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/cs-store');

    await userEvent.click(dropdown.getByRole('button', { name: `Remove ${asiimov.name}` }));
    await expect(args.remove).toHaveBeenCalledWith(asiimov.skin_id);

    // Spec §2: at most half the viewport high, scrolling inside.
    const panel = page(canvasElement).getByRole('dialog', { name: 'Shopping Cart' });
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2 + 1);
  },
};

export const ManyItems: Story = {
  args: {
    cart: cartOf(
      Array.from({ length: 12 }, (_, index) => ({
        ...redline,
        skin_id: 100 + index,
        name: `${redline.name} #${index + 1}`,
      })),
    ),
  },
  play: async ({ canvasElement }) => {
    await openDropdown(canvasElement, 'Shopping cart, 12 items');
    const panel = page(canvasElement).getByRole('dialog', { name: 'Shopping Cart' });
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight / 2 + 1);
    const scroller = panel.firstElementChild as HTMLElement;
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
  },
};

export const Busy: Story = {
  args: { busySkinId: asiimov.skin_id },
  // Spec §2 dims the item while it changes; a busy, inactive item is exempt from contrast minimums (WCAG 1.4.3).
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const dropdown = within(await openDropdown(canvasElement, 'Shopping cart, 3 items'));
    const busyRow = dropdown.getByText(asiimov.name).closest('li') as HTMLElement;
    await expect(busyRow).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(busyRow).opacity).not.toBe('1');
    await expect(dropdown.getByRole('button', { name: `Remove ${asiimov.name}` })).toBeDisabled();
    await expect(dropdown.getByRole('button', { name: `Remove ${redline.name}` })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { cart: cartOf([]) },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shopping cart' });
    // No count on the button of an empty cart.
    await expect(trigger.textContent).toBe('');
    const dropdown = within(await openDropdown(canvasElement, 'Shopping cart'));
    await expect(dropdown.getByText('Your cart is empty')).toBeInTheDocument();
    await expect(dropdown.queryByRole('link', { name: 'Buy' })).not.toBeInTheDocument();
    await expect(dropdown.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/cs-store');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { status: 'loading', cart: undefined },
  play: async ({ canvasElement }) => {
    const dropdown = within(await openDropdown(canvasElement, 'Shopping cart'));
    await expect(dropdown.getByRole('status')).toHaveTextContent('Loading your cart…');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', cart: undefined },
  play: async ({ canvasElement, args }) => {
    const dropdown = within(await openDropdown(canvasElement, 'Shopping cart'));
    await expect(dropdown.getByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    await userEvent.click(dropdown.getByRole('button', { name: 'Try again' }));
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};
