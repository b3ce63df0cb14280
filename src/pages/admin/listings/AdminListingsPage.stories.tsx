import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { type InventorySync, inventoryEndpoints } from '#contract/admin/inventory.ts';
import { adminListingEndpoints } from '#contract/admin/listings.ts';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { finishedSync, runningSync } from '../backoffice/backoffice.fixtures.ts';
import { adminListAnswers, listStateStories } from '../common/adminListStory.ts';
import { AdminListingsPage } from './AdminListingsPage.tsx';
import {
  listingBots,
  listingsInEveryState,
  listingsPage,
  notInspected,
  offSale,
  onSale,
  pricedByHand,
} from './listings.fixtures.ts';

const answers = adminListAnswers(adminListingEndpoints.list);
/** The latest syncs as the back-office's list answers them. */
const lastSync = (sync: InventorySync) => HttpResponse.json({ results: [sync], page: 1, page_size: 1, has_more: true });
const rows = (results: Parameters<typeof listingsPage>[0], hasMore = false) =>
  http.get(mswUrl(adminListingEndpoints.list), () => HttpResponse.json(listingsPage(results, hasMore)));

const meta = {
  title: 'Back-office/Listings',
  component: AdminListingsPage,
  args: { search: { page: 1, sort: 'newest' }, onSearchChange: fn(), currency: 'EUR' },
  decorators: [(Story) => <StoryRouter path="/profile/admin/listings">{Story()}</StoryRouter>],
  // The page's parts that load apart (the syncs' history, the action's form) are loaded before it draws: on a server
  // that has not built them yet, a screenshot could otherwise catch the history's stand-in.
  loaders: [
    async () => {
      await Promise.all([import('./RecentSyncs.tsx'), import('./ListingActionForm.tsx')]);
      return {};
    },
  ],
  beforeEach: ({ msw }) => {
    msw.use(
      rows(listingsInEveryState, true),
      http.get(mswUrl(adminOrderEndpoints.bots), () => HttpResponse.json(listingBots)),
      http.get(mswUrl(inventoryEndpoints.list), () => lastSync(finishedSync)),
    );
  },
} satisfies Meta<typeof AdminListingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row in each state: why it is off sale, who took it off, the order holding it, its prices in euros. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Listings' }));
    await expect(await table.findByRole('rowheader', { name: /AK-47 \| Redline/ })).toBeVisible();
    await expect(table.getByText(/Scratched sticker, checking with the supplier/)).toBeVisible();
    await expect(table.getByText(/Taken off by the sync/)).toBeVisible();
    await expect(table.getByRole('link', { name: 'K7QX-29FD' })).toBeVisible();
    await expect(table.getByText('Unknown Dota 2 slot tag: "wearable_extra"')).toBeVisible();
    await expect(table.getAllByText('95.00 EUR', { exact: false }).length).toBeGreaterThan(0);
  },
};

export const FilteredAndSorted: Story = {
  args: {
    search: {
      page: 1,
      sort: 'price_desc',
      state: ['off_sale', 'unpriced'],
      game: ['csgo'],
      bot: ['shop_bot_1'],
      q: 'ak',
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(rows([offSale]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Off sale' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Unpriced' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Name or listing id' })).toHaveValue('ak');
    await expect(await canvas.findByRole('rowheader', { name: /Desert Eagle/ })).toBeVisible();
  },
};

/**
 * Sync now above the table: the sync's progress while it runs, then what it added, took off sale and could not read,
 * and the listings read again once it has ended (the new one appears without a reload).
 */
export const SyncNow: Story = {
  beforeEach: ({ msw }) => {
    let started = false;
    let polls = 0;
    let ended = false;
    msw.use(
      http.post(mswUrl(inventoryEndpoints.start), () => {
        started = true;
        return HttpResponse.json(runningSync, { status: 202 });
      }),
      http.get(mswUrl(inventoryEndpoints.list), () => {
        if (!started) return lastSync({ ...finishedSync, id: 11, totals: { ...finishedSync.totals, added: 3 } });
        polls += 1;
        if (polls < 2) return lastSync(runningSync);
        ended = true;
        return lastSync({ ...finishedSync, id: runningSync.id });
      }),
      http.get(mswUrl(adminListingEndpoints.list), () =>
        HttpResponse.json(listingsPage(ended ? [notInspected, onSale] : [onSale])),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sync = within(canvas.getByRole('region', { name: 'Bots’ inventories' }));
    await expect(await sync.findByText(/3 added, 1 taken off sale/)).toBeVisible();
    const table = within(await canvas.findByRole('grid', { name: 'Listings' }));
    await expect(await table.findByRole('rowheader', { name: /AK-47 \| Redline/ })).toBeVisible();
    await expect(table.queryByRole('rowheader', { name: /M4A1-S \| Printstream/ })).toBeNull();

    await userEvent.click(sync.getByRole('button', { name: 'Sync now' }));
    await expect(await sync.findByRole('progressbar', { name: 'Syncing the bots’ inventories' })).toBeVisible();
    await expect(sync.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    // Polled every 2 s: the sync ends, says what it did, and the table shows what it added.
    await expect(await sync.findByText(/12 added, 1 taken off sale/, {}, { timeout: 6_000 })).toBeVisible();
    // The summary says which inventory was not read, and so does the newest of the recent syncs, followed as well.
    await expect(sync.getAllByRole('list', { name: 'Inventories not read' })).toHaveLength(2);
    const newest = within(sync.getByRole('grid', { name: 'Recent syncs' })).getAllByRole('row')[1];
    await expect(newest).toHaveTextContent(/Finished with errors1 of 3 inventories not read/);
    await expect(
      await table.findByRole('rowheader', { name: /M4A1-S \| Printstream/ }, { timeout: 4_000 }),
    ).toBeVisible();
  },
};

/** Two rows picked: the bar counts them and offers what some of them allow; its button opens the confirmation. */
export const Selection: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rows([onSale, pricedByHand, offSale]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('grid', { name: 'Listings' }));
    for (const name of [/AK-47 \| Redline/, /AWP \| Asiimov/]) {
      const row = (await table.findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    const bar = within(canvas.getByRole('region', { name: 'Selected listings' }));
    await expect(bar.getByText('2 listings selected')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Put back on sale…' })).toBeDisabled();
    await userEvent.click(bar.getByRole('button', { name: 'Take off sale…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Take off sale' }));
    // In the document: the dialog may still be fading in.
    await expect(dialog.getByText('2 listings')).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  },
};

/** A fixed price typed in the admin's currency, with what shoppers will pay once the fee is added. */
export const FixPrice: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rows([pricedByHand]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Actions: ${pricedByHand.name}` }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Set fixed price…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Set a fixed price' }));
    await expect(dialog.getByRole('textbox', { name: /Fixed price, EUR/ })).toHaveValue('95');
    await expect(dialog.getByText(/shoppers pay €99.75|shoppers pay 99.75/)).toBeInTheDocument();
    // The row's menu has closed behind the dialog.
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull(), { timeout: 5_000 });
  },
};

const listStates = listStateStories(answers, 'No listing matches these filters.');
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(rows([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No listing matches these filters.')).toBeVisible();
  },
};
export const Loading: Story = listStates.loading;
export const LoadError: Story = listStates.loadError;

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Annonces' }));
    await expect(await table.findAllByText('Retirée de la vente')).not.toHaveLength(0);
    await expect(within(canvasElement).getByRole('button', { name: 'Synchroniser maintenant' })).toBeVisible();
  },
};
