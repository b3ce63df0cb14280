import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { adminInspectionEndpoints } from '#contract/admin/inspections.ts';
import { type AdminBot, type AdminOrderRow, adminOrderEndpoints } from '#contract/admin/orders.ts';
import { listEndpoints } from '#contract/lists.ts';
import { orderStreamEvents } from '#contract/orders.ts';
import { adminListAnswers, listStateStories } from '../common/adminListStory.ts';
import { AdminOrdersPage } from './AdminOrdersPage.tsx';
import { overview } from './inspections.fixtures.ts';

const answers = adminListAnswers(adminOrderEndpoints.list);

const declined: AdminOrderRow = {
  id: 7,
  code: 'K7QX-29FD',
  status: 'offer_declined',
  created_at: '2026-11-20T10:00:00.000Z',
  buyer: { id: 3, name: 'Camille Dubois', steam_id: '76561198000000002' },
  item_count: 1,
  total: 34.12,
  currency: 'EUR',
  payment_method: 'Bank card',
  offer_attempts: 1,
};
const orders: AdminOrderRow[] = [
  declined,
  { ...declined, id: 8, code: 'M3TZ-88AB', status: 'delivered', item_count: 3, total: 412.5, currency: 'USD' },
  { ...declined, id: 9, code: 'P2WE-10CC', status: 'awaiting_payment', offer_attempts: 0, payment_method: 'SEPA' },
];

const bot: AdminBot = {
  account_name: 'skins_bot_1',
  persona_name: 'SkinsMarket Bot #1',
  state: 'online',
  last_error: null,
  failed_sign_ins: 0,
  next_sign_in_at: null,
};

const meta = {
  title: 'Back-office/Orders list',
  component: AdminOrdersPage,
  args: {
    search: { page: 1, sort: 'newest' },
    onSearchChange: fn(),
    orderHref: (orderId: number) => `/profile/admin/all-orders/${orderId}`,
  },
  beforeEach: ({ msw }) => {
    msw.use(
      answers.rows(orders),
      // The trade bots panel above the list: answered here, never by whatever server the dev proxy reaches.
      http.get(mswUrl(adminOrderEndpoints.bots), () => HttpResponse.json([bot])),
      // The CS2 inspections panel beside it: every listing inspected.
      http.get(mswUrl(adminInspectionEndpoints.overview), () =>
        HttpResponse.json({ ...overview, waiting: 0, given_up: 0, listings: [] }),
      ),
      // The orders' live stream: open and quiet, as a shop where nothing changes while the story is shown.
      http.get(mswUrl(adminOrderEndpoints.events), () => {
        const ready = new TextEncoder().encode(`event: ${orderStreamEvents.ready}\ndata: {}\n\n`);
        const stream = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(ready) });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
      }),
      // The payment method filter's choices.
      http.get(mswUrl(listEndpoints.paymentGateways), () =>
        HttpResponse.json([
          { id: 1, method_name: 'Bank card', image: '/api/static/images/gateways/card.svg' },
          { id: 2, method_name: 'SEPA', image: '/api/static/images/gateways/sepa.svg' },
        ]),
      ),
    );
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'All orders' }));
    await expect(await table.findByRole('rowheader', { name: '#7 · K7QX-29FD' })).toBeVisible();
  },
};

export const FilteredByStatus: Story = {
  args: { search: { page: 1, sort: 'total_desc', status: ['offer_declined', 'offer_expired'], buyer: '7656119' } },
  beforeEach: ({ msw }) => {
    msw.use(answers.rows([declined], true));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Offer declined' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Buyer' })).toHaveValue('7656119');
  },
};

const listStates = listStateStories(answers, 'No order matches these filters.');
export const Empty: Story = listStates.empty;
export const Loading: Story = listStates.loading;
export const LoadError: Story = listStates.loadError;

export const LongNames: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answers.rows([
        {
          ...declined,
          buyer: { id: 4, name: 'Maximilian Alexander von Hohenzollern-Sigmaringen', steam_id: null },
          payment_method: 'Bank card through the partner bank instant network',
          total: 123_456.78,
        },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'All orders' }));
    await expect(await table.findByText('Maximilian Alexander von Hohenzollern-Sigmaringen')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Toutes les commandes' })).toBeVisible();
  },
};
