import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { ListingCell, PriceCell, StateCell } from './ListingCells.tsx';
import { listingsInEveryState, needsAttention, reserved } from './listings.fixtures.ts';

/** The cells of a listing's row, one row per state: the listing, its state and why, and a price. */
function EveryStateCells() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(16rem, 24rem) 18rem 8rem', gap: '1rem' }}>
      {listingsInEveryState.map((row) => (
        <div key={row.id} style={{ display: 'contents' }} data-testid={`listing-${row.id}`}>
          <ListingCell row={row} />
          <StateCell row={row} />
          <PriceCell amount={row.price} currency="EUR" />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Back-office/Listings/Cells',
  component: StateCell,
  subcomponents: { ListingCell, PriceCell },
  render: () => <EveryStateCells />,
  // The cells take one row; the stories show a row in every state.
  args: { row: listingsInEveryState[0] as NonNullable<(typeof listingsInEveryState)[0]> },
  decorators: [(Story) => <StoryRouter path="/profile/admin/listings">{Story()}</StoryRouter>],
} satisfies Meta<typeof StateCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['On sale', 'Not inspected', 'Unpriced', 'Needs attention', 'Reserved', 'Sold', 'Off sale']) {
      await expect(canvas.getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByText(/Scratched sticker, checking with the supplier/)).toBeVisible();
    await expect(canvas.getByText(/Taken off by the sync/)).toBeVisible();
    await expect(canvas.getByText(/The asset left the bot outside an order/)).toBeVisible();
    await expect(canvas.getByText(needsAttention.attention ?? '')).toBeVisible();
    await expect(canvas.getByRole('link', { name: reserved.order?.code ?? '' })).toBeVisible();
    await expect(canvas.getByText('No reference price and no fixed price')).toBeVisible();
    // Unpriced: a dash, never 0.
    await expect(canvas.getAllByText('—').length).toBeGreaterThan(0);
  },
};

/** What keeps a reserved listing off sale once its order lets it go. */
export const ReservedAndTakenOff: Story = {
  render: () => (
    <StateCell
      row={{
        ...reserved,
        off_sale: { reason: 'Holding for a trade check', at: '2026-11-27T09:00:00.000Z', by: { id: 1, name: 'admin' } },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Off sale once the order lets it go: Holding for a trade check/),
    ).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Retirée de la vente', { exact: true }).length).toBeGreaterThan(0);
  },
};
