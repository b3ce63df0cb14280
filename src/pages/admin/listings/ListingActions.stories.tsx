import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RowActions, SelectionBar } from './ListingActions.tsx';
import { offSale, onSale, pricedByHand, sold } from './listings.fixtures.ts';

/** The bar above the list while rows are picked: it offers each action some of them allow. */
const meta = {
  title: 'Back-office/Listings/Actions',
  component: SelectionBar,
  args: { rows: [onSale, pricedByHand, sold], onPick: fn(), onClear: fn() },
} satisfies Meta<typeof SelectionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.getByText('3 listings selected')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Put back on sale…' })).toBeDisabled();
    await userEvent.click(bar.getByRole('button', { name: 'Take off sale…' }));
    // The sold one is left out: the action goes to the rows that allow it.
    await expect(args.onPick).toHaveBeenCalledWith({ action: 'take_off_sale', rows: [onSale, pricedByHand] });
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const NothingSelected: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** A row's menu lists only what its state allows. */
export const RowMenu: Story = {
  render: (args) => <RowActions row={offSale} onPick={args.onPick} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions: ${offSale.name}` }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Set fixed price…',
      'Put back on sale…',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Put back on sale…' }));
    await expect(args.onPick).toHaveBeenCalledWith({ action: 'put_on_sale', rows: [offSale] });
    // Picking an action closes the menu (its dialog is the owner's to open).
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull(), { timeout: 5_000 });
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 annonces sélectionnées')).toBeVisible();
  },
};
