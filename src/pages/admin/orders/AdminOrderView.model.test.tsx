import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { adminOrderKeys, adminOrderQuery } from '#api/adminOrders.ts';
import { mswUrl } from '#api/testing.ts';
import { adminOrderMessages } from '#contract/admin/orderMessages.ts';
import { type AdminOrderDetail, adminOrderEndpoints } from '#contract/admin/orders.ts';
import { declinedOrder as declined } from '#machines/adminOrderAction/adminOrder.fixtures.ts';
import { confirmedActionModel } from '#machines/formFlow/formFlow.model.ts';
import { type Deferred, deferred } from '#test/deferred.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { ToastHost } from '#ui/ToastHost/ToastHost.tsx';
import { AdminOrderView } from './AdminOrderView.tsx';

/**
 * The model-based suite: every path through the admin's view of a refund (a confirmed action with a reason,
 * formFlow.model.ts) is played
 * on the real order page, action button, dialog and flow, with the real API client talking to msw.
 */

const refunded: AdminOrderDetail = {
  ...declined,
  status: 'refunded',
  actions: ['note'],
  timeline: [
    ...declined.timeline,
    {
      id: 2,
      at: '2026-11-20T11:00:00.000Z',
      from_status: 'offer_declined',
      to_status: 'refunded',
      event: 'admin.refund',
      actor: { kind: 'admin', name: 'admin' },
      text: 'Buyer gave up',
    },
  ],
};

const server = suiteMockServer();

let stored: AdminOrderDetail;
let pendingAnswer: Deferred<Response>;
let received: unknown[];

beforeEach(() => {
  stored = declined;
  received = [];
  pendingAnswer = deferred<Response>();
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  server.use(
    http.get(mswUrl(adminOrderEndpoints.detail), () => HttpResponse.json(stored)),
    http.post(mswUrl(adminOrderEndpoints.refund), async ({ request }) => {
      received.push(await request.json());
      return pendingAnswer.promise;
    }),
  );
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function OrderPage() {
  const queryClient = useQueryClient();
  const { data } = useQuery(adminOrderQuery(declined.id));
  if (!data) return null;
  return (
    <AdminOrderView
      order={data}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all })}
    />
  );
}

async function openOrderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <OrderPage />
      </QueryClientProvider>
      <ToastHost />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { name: 'Order #7' });
}

const dialog = () => screen.getByRole('dialog', { name: 'Refund this order' });
const reasonField = () => within(dialog()).getByRole<HTMLTextAreaElement>('textbox', { name: /Reason/ });
const confirm = (user: UserEvent) => user.click(within(dialog()).getByRole('button', { name: /Refund the order/ }));
const actionNames = () =>
  ['Refund', 'Re-send trade offer', 'Cancel order', 'Add a note'].filter(
    (name) => screen.queryByRole('button', { name }) !== null,
  );

const refundModel = confirmedActionModel({ asksReason: true });
describe('admin order action, model-based', () => {
  playModel(refundModel, {
    async open(user) {
      await openOrderPage();

      return {
        events: {
          'admin.open': () => user.click(screen.getByRole('button', { name: 'Refund' })),
          'admin.back': () => user.click(within(dialog()).getByRole('button', { name: 'Back' })),
          'admin.confirmWithoutReason': async () => {
            await user.clear(reasonField());
            await confirm(user);
          },
          'admin.confirm': async () => {
            pendingAnswer = deferred<Response>();
            await user.clear(reasonField());
            await user.type(reasonField(), 'Buyer gave up');
            await confirm(user);
          },
          'server.accept': async () => {
            stored = refunded;
            pendingAnswer.resolve(HttpResponse.json({ message: adminOrderMessages.refunded, status: 'refunded' }));
          },
          'server.refuse': async () => {
            pendingAnswer.resolve(HttpResponse.json({ detail: adminOrderMessages.refundNotAllowed }, { status: 409 }));
          },
        },
        states: {
          viewing: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(actionNames()).toEqual(['Refund', 'Re-send trade offer', 'Add a note']);
            expect(screen.getByText('Offer declined', { selector: '[data-status]' })).toBeTruthy();
          },
          confirming: () => {
            expect(reasonField().value).toBe('');
            expect(within(dialog()).queryByText('Give a reason of at least 3 characters')).toBeNull();
            expect(received).toEqual([]);
          },
          reasonMissing: async () => {
            await within(dialog()).findByText('Give a reason of at least 3 characters');
            expect(received).toEqual([]);
          },
          inFlight: async () => {
            const button = within(dialog()).getByRole('button', { name: /Refund the order/ });
            within(button).getByRole('progressbar', { name: 'Loading' });
            expect(reasonField().disabled).toBe(true);
            await waitFor(() => expect(received.at(-1)).toEqual({ reason: 'Buyer gave up' }));
          },
          refused: async () => {
            await screen.findByText(adminOrderMessages.refundNotAllowed);
            expect(dialog()).toBeTruthy();
            expect(reasonField().disabled).toBe(false);
            expect(screen.getByText('Offer declined', { selector: '[data-status]' })).toBeTruthy();
          },
          done: async () => {
            await screen.findByText(adminOrderMessages.refunded);
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(actionNames()).toEqual(['Add a note']));
            expect(screen.getByText('Buyer gave up')).toBeTruthy();
          },
        },
      };
    },
  });
});
