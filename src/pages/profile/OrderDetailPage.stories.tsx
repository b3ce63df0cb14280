import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { mswUrl } from '#api/testing.ts';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { type OrderChange, type OrderStatus, orderEndpoints, orderStreamEvents } from '#contract/orders.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { orderDetail } from './orders.fixtures.ts';

/**
 * The order page as the server's push moves it on (issue #26). This story's server: the events endpoint answers a
 * stream that stays open; the play function has it say `ready`, then push one `order` change, from which moment the
 * order endpoint answers the new state. It counts the order's reads after each, and the streams the page opened.
 */
function pushServer(from: OrderStatus, to: OrderStatus) {
  const encoder = new TextEncoder();
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const send = (event: string, data: unknown) => {
    const block = encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    for (const controller of streams) controller.enqueue(block);
  };
  const server = {
    state: 'connecting' as 'connecting' | 'ready' | 'changed',
    /** The order's reads since the stream said `ready`, and since the change was pushed. */
    readsSinceReady: 0,
    readsSinceChange: 0,
    /** Streams the page opened: one, kept open, when nothing fails. */
    connections: 0,
    ready() {
      server.state = 'ready';
      send(orderStreamEvents.ready, {});
    },
    /** Pushes the change; the order endpoint answers `to` from now on. */
    push() {
      server.state = 'changed';
      send(orderStreamEvents.order, { order_id: 1042, status: to, version: 2 } satisfies OrderChange);
    },
  };
  const handlers = [
    // Before the order's handler, whose `:id` would match `events` too.
    http.get(mswUrl(orderEndpoints.events), ({ request }) => {
      server.connections += 1;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          streams.add(controller);
          // The page leaving (the story unmounting) aborts the request: the stream ends with it.
          request.signal.addEventListener('abort', () => streams.delete(controller));
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    }),
    http.get(mswUrl(orderEndpoints.order), () => {
      if (server.state !== 'connecting') server.readsSinceReady += 1;
      if (server.state === 'changed') server.readsSinceChange += 1;
      const status = server.state === 'changed' ? to : from;
      return HttpResponse.json(orderDetail(status, { expires_at: '2099-01-01T00:00:00.000Z' }));
    }),
  ];
  return Object.assign(server, { handlers });
}

let server = pushServer('awaiting_payment', 'paid');

const meta = {
  title: 'Profile/Order page',
  component: OrderDetailPage,
  args: { orderId: 1042 },
  render: (args) => (
    <StoryRouter path="/profile/orders/1042">
      <OrderDetailPage {...args} />
    </StoryRouter>
  ),
  beforeEach: ({ msw }) => {
    server = pushServer('awaiting_payment', 'paid');
    msw.use(...server.handlers);
  },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the order's status line (the badge's role="status", once the loading skeleton's is gone) says `text`. */
const untilStatus = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(text), { timeout: 3_000 });

/** Everything that happens before the change: the order on screen, the stream open, `ready` and its one read. */
async function untilListening(canvasElement: HTMLElement, awaiting: string) {
  await untilStatus(canvasElement, awaiting);
  await waitFor(() => expect(server.connections).toBe(1));
  server.ready();
  // Listening (again), the page reads the order once: done before the change, so it is not counted as its read.
  await waitFor(() => expect(server.readsSinceReady).toBe(1));
}

/**
 * Awaiting payment, then paid by the push: the page moves on by itself, in place (the same heading, no reload), and
 * reads the order once for the change, not every few seconds.
 */
export const MovedOnByThePush: Story = {
  play: async ({ canvasElement, step }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'Order #1042', level: 1 });
    await untilListening(canvasElement, 'Status: Awaiting payment');
    await step('the server pushes the payment', () => server.push());
    await untilStatus(canvasElement, 'Status: Paid');
    // Without a reload: the page that was there is still there.
    await expect(heading).toBeInTheDocument();
    // One read for one change, and nothing more a moment later; the same stream all along.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(server.readsSinceChange).toBe(1);
    await expect(server.connections).toBe(1);
  },
};

export const MovedOnByThePushFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await untilListening(canvasElement, 'En attente de paiement');
    server.push();
    await untilStatus(canvasElement, 'Payée');
    await expect(server.readsSinceChange).toBe(1);
  },
};
