import { focusManager, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/queryClient.ts';
import { type OrderDetail, type OrderStatus, orderStatuses, type Purchase } from '#contract/orders.ts';
import { fetchOrder, isOrderInProgress, orderKeys, orderQuery, ordersQuery, purchasesQuery } from './orders.ts';
import { userDataKeys } from './profile.queries.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});
afterAll(() => server.close());

const skin = {
  skin_id: 7,
  name: 'AK-47 | Redline',
  image_url: '/api/store/skins/images/ak47_redline.svg',
  item_float: '0.251234',
  wear: 'field_tested',
  price: 41.5,
};

const orderWith = (status: OrderStatus, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 12,
  status,
  skins: [skin],
  created_at: '2026-11-20T10:00:00.000Z',
  total: 41.5,
  currency: 'EUR',
  payment_method: 'Card',
  expires_at: '2026-11-20T10:15:00.000Z',
  checkout_url: null,
  updated_at: '2026-11-20T10:01:00.000Z',
  reason: null,
  delivery_consent: null,
  documents: [],
  delivery: {
    bot_name: 'SkinsMarket Bot #1',
    order_code: 'K7QX-29FD',
    offer_id: null,
    offer_attempts: 0,
    max_offer_attempts: 3,
  },
  ...overrides,
});

const purchase: Purchase = {
  order_id: 12,
  skin_id: 7,
  image_url: skin.image_url,
  status: 'delivered',
  name: skin.name,
  wear: skin.wear,
  item_float: skin.item_float,
  items: 1,
  price: 41.5,
  currency: 'EUR',
};

describe('the order calls', () => {
  it('read the lists from their contract paths and keep them under the user data key', async () => {
    const { created_at, currency, id, skins, status, total } = orderWith('delivered');
    server.use(
      http.get(`${apiRoot}payments/orders/`, () =>
        HttpResponse.json([{ id, status, skins, created_at, total, currency }]),
      ),
      http.get(`${apiRoot}payments/purchases/`, () => HttpResponse.json([purchase])),
    );
    const queryClient = createQueryClient();
    expect(await queryClient.fetchQuery(ordersQuery())).toEqual([{ id, status, skins, created_at, total, currency }]);
    expect(await queryClient.fetchQuery(purchasesQuery())).toEqual([purchase]);
    for (const key of [ordersQuery().queryKey, purchasesQuery().queryKey, orderKeys.detail(12)]) {
      expect(key.slice(0, 1)).toEqual(userDataKeys.all);
    }
  });

  it('read one order, and answer null for an order the server does not show this user', async () => {
    server.use(
      http.get(`${apiRoot}payments/orders/12/`, () => HttpResponse.json(orderWith('paid'))),
      http.get(`${apiRoot}payments/orders/13/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    expect(await fetchOrder(12)).toEqual(orderWith('paid'));
    expect(await fetchOrder(13)).toBeNull();
  });

  it('let other failures through, and refuse an answer outside the contract', async () => {
    server.use(
      http.get(`${apiRoot}payments/orders/14/`, () => HttpResponse.json({ detail: 'Bad id' }, { status: 400 })),
      http.get(`${apiRoot}payments/orders/15/`, () => HttpResponse.json({ ...orderWith('paid'), status: 'lost' })),
    );
    await expect(fetchOrder(14)).rejects.toHaveProperty('name', 'HTTPError');
    await expect(fetchOrder(15)).rejects.toHaveProperty('name', 'SchemaValidationError');
  });
});

describe('isOrderInProgress', () => {
  const settled: OrderStatus[] = ['delivered', 'payment_failed', 'payment_expired', 'refunded', 'reversed'];

  it.each(orderStatuses.map((status) => [status, !settled.includes(status)] as const))(
    '%s: in progress %s',
    (status, inProgress) => {
      expect(isOrderInProgress({ status })).toBe(inProgress);
    },
  );
});

/** Only the polling clock is faked: TanStack Query polls with setInterval, and answers still take real time. */
const fakePollingClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

/** Waits, on the real clock, until the observer's query has its answer. */
async function whenSettled(observer: { getCurrentResult(): { fetchStatus: string } }) {
  while (observer.getCurrentResult().fetchStatus !== 'idle') await new Promise((resolve) => setTimeout(resolve, 5));
}

/** How often a page polls while the push is lost (src/app/orderPush.ts: 3 s at first). */
const orderPollIntervalMs = 3_000;
const orderListRefreshMs = 10_000;

describe('orderQuery polling, the fallback when the push is lost', () => {
  /** Answers the statuses in turn (the last one again once they run out) and counts the calls. */
  function serveStatuses(statuses: OrderStatus[]) {
    const calls = { count: 0 };
    server.use(
      http.get(`${apiRoot}payments/orders/12/`, () => {
        const status = statuses[Math.min(calls.count, statuses.length - 1)] as OrderStatus;
        calls.count += 1;
        return HttpResponse.json(orderWith(status));
      }),
    );
    return calls;
  }

  function observe(pollMs: number | false = orderPollIntervalMs) {
    const observer = new QueryObserver(createQueryClient(), orderQuery(12, pollMs));
    const seen: OrderStatus[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data && seen.at(-1) !== result.data.status) seen.push(result.data.status);
    });
    const settled = () => whenSettled(observer);
    /** Lets the polling clock run one interval, then waits for the answer of any call it made. */
    const poll = async () => {
      vi.advanceTimersByTime(orderPollIntervalMs);
      await settled();
    };
    return { seen, poll, settled, unsubscribe };
  }

  it('asks every 3 s while the delivery is under way, and stops once the order is delivered', async () => {
    fakePollingClock();
    const calls = serveStatuses(['paid', 'offer_sent', 'delivered']);
    const { seen, poll, settled, unsubscribe } = observe();
    await settled();
    expect(seen).toEqual(['paid']);
    await poll();
    expect(seen).toEqual(['paid', 'offer_sent']);
    await poll();
    expect(seen).toEqual(['paid', 'offer_sent', 'delivered']);
    for (let round = 0; round < 5; round += 1) await poll();
    expect(calls.count).toBe(3);
    unsubscribe();
  });

  it('keeps polling a declined offer until the server refunds the order', async () => {
    fakePollingClock();
    const calls = serveStatuses(['offer_declined', 'refunded']);
    const { seen, poll, settled, unsubscribe } = observe();
    await settled();
    for (let round = 0; round < 4; round += 1) await poll();
    expect(seen).toEqual(['offer_declined', 'refunded']);
    expect(calls.count).toBe(2);
    unsubscribe();
  });

  it('does not poll while the tab is hidden, and picks up again when it is shown', async () => {
    fakePollingClock();
    const calls = serveStatuses(['awaiting_payment']);
    const { poll, settled, unsubscribe } = observe();
    await settled();
    focusManager.setFocused(false);
    for (let round = 0; round < 5; round += 1) await poll();
    expect(calls.count).toBe(1);
    focusManager.setFocused(true);
    await poll();
    expect(calls.count).toBe(2);
    unsubscribe();
  });

  it('never asks by itself while the push is live: the push marks the order stale', async () => {
    fakePollingClock();
    const calls = serveStatuses(['offer_sent']);
    const { poll, settled, unsubscribe } = observe(false);
    await settled();
    for (let round = 0; round < 10; round += 1) await poll();
    expect(calls.count).toBe(1);
    unsubscribe();
  });

  it('never polls an order the server does not show', async () => {
    fakePollingClock();
    const calls = { count: 0 };
    server.use(
      http.get(`${apiRoot}payments/orders/12/`, () => {
        calls.count += 1;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    const { seen, poll, settled, unsubscribe } = observe();
    await settled();
    for (let round = 0; round < 3; round += 1) await poll();
    expect(calls.count).toBe(1);
    expect(seen).toEqual([]);
    unsubscribe();
  });
});

describe('the lists', () => {
  it('poll (the push lost) while an order in them is under way, and not once every order is settled', async () => {
    fakePollingClock();
    const answers: OrderStatus[][] = [
      ['delivered', 'paid'],
      ['delivered', 'offer_sent'],
      ['delivered', 'delivered'],
    ];
    let calls = 0;
    server.use(
      http.get(`${apiRoot}payments/purchases/`, () => {
        const statuses = answers[Math.min(calls, answers.length - 1)] as OrderStatus[];
        calls += 1;
        return HttpResponse.json(statuses.map((status, index) => ({ ...purchase, skin_id: index + 1, status })));
      }),
    );
    const observer = new QueryObserver(createQueryClient(), purchasesQuery(orderListRefreshMs));
    const unsubscribe = observer.subscribe(() => {});
    await whenSettled(observer);
    for (let round = 0; round < 5; round += 1) {
      vi.advanceTimersByTime(orderListRefreshMs);
      await whenSettled(observer);
    }
    expect(calls).toBe(3);
    expect(observer.getCurrentResult().data?.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    unsubscribe();
  });
});
