import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { inventoryEndpoints } from '#contract/admin/inventory.ts';
import { adminListingMessages } from '#contract/admin/listingMessages.ts';
import { type AdminListingRow, adminListingEndpoints } from '#contract/admin/listings.ts';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { confirmedActionModel } from '#machines/formFlow/formFlow.model.ts';
import { type Deferred, deferred } from '#test/deferred.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { ToastHost } from '#ui/ToastHost/ToastHost.tsx';
import { finishedSync } from '../backoffice/backoffice.fixtures.ts';
import { AdminListingsPage } from './AdminListingsPage.tsx';
import { listingBots, listingsPage, offSale, onSale, pricedByHand } from './listings.fixtures.ts';

/**
 * The model-based suite of the listings page's actions (a confirmed action with a reason, formFlow.model.ts): every
 * path of the model is played on the real page, its selection, the selection's bar, the dialog and the flow, with the
 * real API client talking to msw, for an action on a selection (two listings taken off sale) and on one listing
 * from its row's menu (put back on sale).
 */

const reason = 'Wrong float reported, checking the asset';

interface ListingActionCase {
  name: string;
  endpoint: (typeof adminListingEndpoints)['takeOffSale'];
  before: AdminListingRow[];
  after: AdminListingRow[];
  /** Opens the confirmation as an admin would: picks the rows and presses the bar's button, or uses a row's menu. */
  open: (user: UserEvent) => Promise<void>;
  dialog: string;
  confirm: string;
  accepted: { detail: string; changed: number[] };
  /** The success toast. */
  said: string;
  refused: string;
  stateBefore: string;
  stateAfter: string;
}

const tookOff = (row: AdminListingRow): AdminListingRow => ({
  ...row,
  state: 'off_sale',
  off_sale: { reason, at: '2026-11-27T10:00:00.000Z', by: { id: 1, name: 'admin' } },
  actions: ['put_on_sale', 'fix_price'],
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name.replace(/[|()]/g, '\\$&')) });

const cases: ListingActionCase[] = [
  {
    name: 'take a selection off sale',
    endpoint: adminListingEndpoints.takeOffSale,
    before: [onSale, pricedByHand],
    after: [tookOff(onSale), tookOff(pricedByHand)],
    open: async (user) => {
      for (const row of [onSale, pricedByHand]) {
        const box = within(rowOf(row.name)).getByRole('checkbox');
        if (!(box as HTMLInputElement).checked) await user.click(box);
      }
      const bar = screen.getByRole('region', { name: 'Selected listings' });
      expect(within(bar).getByText('2 listings selected')).toBeTruthy();
      await user.click(within(bar).getByRole('button', { name: 'Take off sale…' }));
    },
    dialog: 'Take off sale',
    confirm: 'Take off sale',
    accepted: { detail: adminListingMessages.takenOffSale, changed: [onSale.id, pricedByHand.id] },
    said: '2 listings taken off sale.',
    refused: adminListingMessages.nothingChanged,
    stateBefore: 'On sale',
    stateAfter: 'Off sale',
  },
  {
    name: 'put one listing back on sale from its menu',
    endpoint: adminListingEndpoints.putOnSale,
    before: [offSale],
    after: [{ ...offSale, state: 'on_sale', off_sale: null, actions: ['take_off_sale', 'fix_price'] }],
    open: async (user) => {
      await user.click(screen.getByRole('button', { name: `Actions: ${offSale.name}` }));
      await user.click(await screen.findByRole('menuitem', { name: 'Put back on sale…' }));
    },
    dialog: 'Put back on sale',
    confirm: 'Put back on sale',
    accepted: { detail: adminListingMessages.putOnSale, changed: [offSale.id] },
    said: '1 listing put back on sale.',
    refused: adminListingMessages.offSaleBySync,
    stateBefore: 'Off sale',
    stateAfter: 'On sale',
  },
];

const server = suiteMockServer();

let stored: AdminListingRow[];
let pendingAnswer: Deferred<Response>;
let received: unknown[];

beforeEach(() => {
  received = [];
  pendingAnswer = deferred<Response>();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

async function openListingsPage(rows: AdminListingRow[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AdminListingsPage search={{ page: 1, sort: 'newest' }} onSearchChange={() => {}} currency="EUR" />
      </QueryClientProvider>
      <ToastHost />
    </I18nProvider>,
  );
  await screen.findByRole('rowheader', { name: new RegExp(`#${rows[0]?.id}`) });
}

/** The state badge each listing of `rows` shows (read as text: an open dialog hides the page from roles). */
const showsState = (rows: AdminListingRow[], state: string) =>
  rows.every((row) => {
    // The name is also in the dialog while it is open: the row is the one in the table.
    const shown = screen
      .getAllByText(row.name)
      .map((name) => name.closest<HTMLElement>('[role="row"]'))
      .find((found) => found !== null);
    return shown !== undefined && within(shown).queryByText(state, { exact: true }) !== null;
  });

describe.each(cases)('listings page action, model-based: $name', (action) => {
  const model = confirmedActionModel({ asksReason: true });

  beforeEach(() => {
    stored = action.before;
    server.use(
      http.get(mswUrl(adminListingEndpoints.list), () => HttpResponse.json(listingsPage(stored))),
      http.get(mswUrl(adminOrderEndpoints.bots), () => HttpResponse.json(listingBots)),
      // The page opens on the bots' latest inventory sync (Sync now).
      http.get(mswUrl(inventoryEndpoints.list), () =>
        HttpResponse.json({ results: [finishedSync], page: 1, page_size: 1, has_more: false }),
      ),
      http.post(mswUrl(action.endpoint), async ({ request }) => {
        received.push(await request.json());
        return pendingAnswer.promise;
      }),
    );
  });

  const dialog = () => screen.getByRole('dialog', { name: action.dialog });
  const reasonField = () => within(dialog()).getByRole<HTMLTextAreaElement>('textbox', { name: /Reason/ });
  const confirmButton = () => within(dialog()).getByRole('button', { name: new RegExp(`^${action.confirm}`) });
  const sentBody = { ids: action.before.map((row) => row.id), reason };
  const confirm = async (user: UserEvent, typed: string) => {
    pendingAnswer = deferred<Response>();
    await user.clear(reasonField());
    // Pasted rather than typed key by key: the paths are long, and what is checked is what the flow does with it.
    if (typed !== '') {
      await user.click(reasonField());
      await user.paste(typed);
    }
    await user.click(confirmButton());
  };

  playModel(model, {
    // The longest paths confirm three times and wait for two answers: generous on a busy machine.
    timeout: 30_000,
    async open(user) {
      await openListingsPage(action.before);
      return {
        events: {
          'admin.open': () => action.open(user),
          'admin.back': () => user.click(within(dialog()).getByRole('button', { name: 'Back' })),
          'admin.confirmWithoutReason': () => confirm(user, ''),
          'admin.confirm': () => confirm(user, reason),
          'server.accept': async () => {
            stored = action.after;
            pendingAnswer.resolve(HttpResponse.json({ ...action.accepted, skipped: [] }));
          },
          'server.refuse': async () => {
            pendingAnswer.resolve(HttpResponse.json({ detail: action.refused }, { status: 409 }));
          },
        },
        states: {
          viewing: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(showsState(action.before, action.stateBefore)).toBe(true);
          },
          confirming: async () => {
            // The confirmation's form comes in a chunk of its own, fetched once the page is drawn.
            await screen.findByRole('dialog', { name: action.dialog });
            expect(reasonField().value).toBe('');
            expect(
              within(dialog()).getByText(action.before.length === 1 ? (action.before[0]?.name ?? '') : '2 listings'),
            ).toBeTruthy();
            expect(received).toEqual([]);
          },
          reasonMissing: async () => {
            await within(dialog()).findByText('Give a reason of at least 3 characters');
            expect(received).toEqual([]);
          },
          inFlight: async () => {
            within(confirmButton()).getByRole('progressbar', { name: 'Loading' });
            expect(reasonField().disabled).toBe(true);
            await waitFor(() => expect(received.at(-1)).toEqual(sentBody));
          },
          refused: async () => {
            await screen.findByText(action.refused);
            expect(dialog()).toBeTruthy();
            expect(within(confirmButton()).queryByRole('progressbar')).toBeNull();
            expect(reasonField().disabled).toBe(false);
            expect(showsState(action.before, action.stateBefore)).toBe(true);
          },
          done: async () => {
            await screen.findByText(action.said);
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(showsState(action.after, action.stateAfter)).toBe(true));
            // The selection went with the action: nothing is picked any more.
            expect(screen.queryByRole('region', { name: 'Selected listings' })).toBeNull();
          },
        },
      };
    },
  });
});
