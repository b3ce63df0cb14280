import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { adminSupportKeys, supportTicketQuery } from '#api/adminSupport.ts';
import { adminUserKeys, adminUserQuery } from '#api/adminUsers.ts';
import { mswUrl } from '#api/testing.ts';
import { adminUserMessages, supportMessages } from '#contract/admin/backofficeMessages.ts';
import { adminSupportEndpoints, type TicketDetail } from '#contract/admin/support.ts';
import { type AdminUserDetail, adminUserEndpoints } from '#contract/admin/users.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { listEndpoints } from '#contract/lists.ts';
import { confirmedActionModel } from '#machines/formFlow/formFlow.model.ts';
import { type Deferred, deferred } from '#test/deferred.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { ToastHost } from '#ui/ToastHost/ToastHost.tsx';
import { AdminUserEdit } from './AdminUserEdit.tsx';
import { bannedShopper, closedTicket, openTicket, shopper } from './backoffice.fixtures.ts';
import { SupportTicketView } from './SupportTicketView.tsx';

/**
 * The model-based suite of the back-office's confirmed actions (formFlow.model.ts): every path of the model is
 * played for a ban and its lifting on the user's edit page, and for closing and reopening a ticket, on the real
 * pages, buttons, dialogs and flows, with the real API client talking to msw. The order page's actions have
 * their own suite next to it (AdminOrderView.model.test.tsx) on the same model.
 */

type Stored = AdminUserDetail | TicketDetail;

interface ConfirmedActionCase {
  name: string;
  endpoint: Endpoint;
  detailEndpoint: Endpoint;
  before: Stored;
  after: Stored;
  page: () => ReactNode;
  trigger: string;
  dialog: string;
  confirm: string;
  /** The reason typed when the confirmation asks one; undefined when it asks none. */
  reason: string | undefined;
  accepted: string;
  refused: string;
  /** The fact of the page that tells the record's state, before and after the action: [term, value]. */
  factBefore: [string, string];
  factAfter: [string, string];
  /** The action the page offers once this one is done (lifting a ban after a ban…). */
  nextAction: string;
}

/** The user's edit page as its route mounts it: the user from the query, reloaded when a flow changed them. */
function UserPage() {
  const queryClient = useQueryClient();
  const { data } = useQuery(adminUserQuery(shopper.id));
  const reload = () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
  return data ? <AdminUserEdit user={data} onChanged={reload} /> : null;
}

/** The ticket's page as its route mounts it. */
function TicketPage() {
  const queryClient = useQueryClient();
  const { data } = useQuery(supportTicketQuery(openTicket.id));
  const reload = () => void queryClient.invalidateQueries({ queryKey: adminSupportKeys.all });
  return data ? <SupportTicketView ticket={data} onChanged={reload} /> : null;
}

/** Whether the page's facts say `value` for `term` (read as text: an open dialog hides the page from roles). */
const fact = (term: string, value: string) => screen.getByText(term).nextElementSibling?.textContent === value;

const cases: ConfirmedActionCase[] = [
  {
    name: 'ban',
    endpoint: adminUserEndpoints.ban,
    detailEndpoint: adminUserEndpoints.detail,
    before: shopper,
    after: bannedShopper,
    page: () => <UserPage />,
    trigger: 'Ban',
    dialog: 'Ban this user',
    confirm: 'Ban the user',
    reason: 'Chargeback fraud on three orders',
    accepted: adminUserMessages.updated,
    refused: adminUserMessages.alreadyBanned,
    factBefore: ['Banned', 'No'],
    factAfter: ['Banned', 'Chargeback fraud on three orders'],
    nextAction: 'Lift the ban',
  },
  {
    name: 'unban',
    endpoint: adminUserEndpoints.unban,
    detailEndpoint: adminUserEndpoints.detail,
    before: bannedShopper,
    after: shopper,
    page: () => <UserPage />,
    trigger: 'Lift the ban',
    dialog: 'Lift the ban',
    confirm: 'Lift the ban',
    reason: 'Chargeback withdrawn by the bank',
    accepted: adminUserMessages.updated,
    refused: adminUserMessages.notBanned,
    factBefore: ['Banned', 'Chargeback fraud on three orders'],
    factAfter: ['Banned', 'No'],
    nextAction: 'Ban',
  },
  {
    name: 'close a ticket',
    endpoint: adminSupportEndpoints.close,
    detailEndpoint: adminSupportEndpoints.detail,
    before: openTicket,
    after: { ...openTicket, status: 'closed' },
    page: () => <TicketPage />,
    trigger: 'Close ticket',
    dialog: 'Close this ticket',
    confirm: 'Close the ticket',
    reason: undefined,
    accepted: supportMessages.closed,
    refused: supportMessages.alreadyClosed,
    factBefore: ['Status', 'Open'],
    factAfter: ['Status', 'Closed'],
    nextAction: 'Reopen ticket',
  },
  {
    name: 'reopen a ticket',
    endpoint: adminSupportEndpoints.reopen,
    detailEndpoint: adminSupportEndpoints.detail,
    before: closedTicket,
    after: { ...closedTicket, status: 'open' },
    page: () => <TicketPage />,
    trigger: 'Reopen ticket',
    dialog: 'Reopen this ticket',
    confirm: 'Reopen the ticket',
    reason: undefined,
    accepted: supportMessages.reopened,
    refused: supportMessages.notClosed,
    factBefore: ['Status', 'Closed'],
    factAfter: ['Status', 'Open'],
    nextAction: 'Close ticket',
  },
];

const server = suiteMockServer();

let stored: Stored;
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

async function openPage(page: () => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{page()}</QueryClientProvider>
      <ToastHost />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
}

describe.each(cases)('back-office confirmed action, model-based: $name', (action) => {
  const model = confirmedActionModel({ asksReason: action.reason !== undefined });

  beforeEach(() => {
    stored = action.before;
    server.use(
      http.get(mswUrl(adminUserEndpoints.detail), () => HttpResponse.json(stored)),
      http.get(mswUrl(adminSupportEndpoints.detail), () => HttpResponse.json(stored)),
      http.get(mswUrl(listEndpoints.countries), () => HttpResponse.json([{ code: 'FR', name: 'France' }])),
      http.post(mswUrl(action.endpoint), async ({ request }) => {
        received.push(await request.text());
        return pendingAnswer.promise;
      }),
    );
  });

  const dialog = () => screen.getByRole('dialog', { name: action.dialog });
  const reasonField = () => within(dialog()).getByRole<HTMLTextAreaElement>('textbox', { name: /Reason/ });
  const confirmButton = () => within(dialog()).getByRole('button', { name: new RegExp(`^${action.confirm}`) });
  const sentBody = action.reason === undefined ? '' : JSON.stringify({ reason: action.reason });
  const confirm = async (user: UserEvent, reason: string) => {
    pendingAnswer = deferred<Response>();
    if (action.reason !== undefined) {
      await user.clear(reasonField());
      if (reason !== '') await user.type(reasonField(), reason);
    }
    await user.click(confirmButton());
  };

  playModel(model, {
    async open(user) {
      await openPage(action.page);

      return {
        events: {
          'admin.open': () => user.click(screen.getByRole('button', { name: action.trigger })),
          'admin.back': () => user.click(within(dialog()).getByRole('button', { name: 'Back' })),
          'admin.confirmWithoutReason': () => confirm(user, ''),
          'admin.confirm': () => confirm(user, action.reason ?? ''),
          'server.accept': async () => {
            stored = action.after;
            pendingAnswer.resolve(HttpResponse.json({ detail: action.accepted, ...recordAnswer(action.after) }));
          },
          'server.refuse': async () => {
            pendingAnswer.resolve(HttpResponse.json({ detail: action.refused }, { status: 409 }));
          },
        },
        states: {
          viewing: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(fact(...action.factBefore)).toBe(true);
            expect(screen.getByRole('button', { name: action.trigger })).toBeTruthy();
          },
          confirming: () => {
            if (action.reason !== undefined) expect(reasonField().value).toBe('');
            expect(received).toEqual([]);
          },
          reasonMissing: async () => {
            await within(dialog()).findByText('Give a reason of at least 3 characters');
            expect(received).toEqual([]);
          },
          inFlight: async () => {
            within(confirmButton()).getByRole('progressbar', { name: 'Loading' });
            if (action.reason !== undefined) expect(reasonField().disabled).toBe(true);
            await waitFor(() => expect(received.at(-1)).toBe(sentBody));
          },
          refused: async () => {
            await screen.findByText(action.refused);
            expect(dialog()).toBeTruthy();
            expect(within(confirmButton()).queryByRole('progressbar')).toBeNull();
            expect(fact(...action.factBefore)).toBe(true);
          },
          done: async () => {
            await screen.findByText(action.accepted);
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await waitFor(() => expect(fact(...action.factAfter)).toBe(true));
            expect(screen.getByRole('button', { name: action.nextAction })).toBeTruthy();
          },
        },
      };
    },
  });
});

/** The record the action's answer carries, under the key its endpoint uses. */
function recordAnswer(record: Stored) {
  return 'thread' in record ? { ticket: record } : { user: record };
}
