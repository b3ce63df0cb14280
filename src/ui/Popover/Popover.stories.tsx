import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Popover } from './Popover.tsx';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { placement: 'bottom end' },
  argTypes: {
    placement: { control: 'select', options: ['bottom end', 'bottom start', 'top', 'bottom', 'left', 'right'] },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const cartItems = [
  { name: 'AK-47 | Redline (Field-Tested)', price: '34.12 EUR' },
  { name: 'AWP | Asiimov (Battle-Scarred)', price: '78.40 EUR' },
  { name: 'Glock-18 | Water Elemental (Minimal Wear)', price: '6.95 EUR' },
];

export const CartDropdown: Story = {
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 420 }}>
      <DialogTrigger>
        <Button variant="secondary">Cart</Button>
        <Popover {...args} style={{ maxHeight: '50vh', width: 340 }}>
          <Dialog heading="Cart">
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {cartItems.map((item) => (
                <li key={item.name} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                  <span>{item.name}</span>
                  <span style={{ whiteSpace: 'nowrap' }}>{item.price}</span>
                </li>
              ))}
            </ul>
            <p>3 items, total 119.47 EUR</p>
            <Button fullWidth>Buy</Button>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cart' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cart' });
    await expect(within(dialog).getByText('3 items, total 119.47 EUR')).toBeInTheDocument();
    // A popover closes on Escape or a click outside: it has no close button of its own.
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EmptyCart: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 200 }}>
      <DialogTrigger defaultOpen={args.defaultOpen}>
        <Button variant="secondary">Cart</Button>
        <Popover {...args}>
          <Dialog heading="Cart">
            <p>Your cart is empty.</p>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
};

export const WithArrow: Story = {
  args: { showArrow: true, placement: 'top', defaultOpen: true },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: 140 }}>
      <DialogTrigger defaultOpen={args.defaultOpen}>
        <Button variant="ghost">What is a trade hold?</Button>
        <Popover {...args} style={{ maxWidth: 280 }}>
          <Dialog aria-label="Trade hold">
            <p>Steam keeps a traded item for up to 8 days before it can be traded again.</p>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
};
