import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { homeLastTradesQuery } from './lastTrades.queries.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const trade = (id: number) => ({
  id,
  name: `AK-47 | Redline #${id}`,
  image_url: `/api/static/images/items/${id}.svg`,
  price: 51.5,
  item_float: '0.251234',
  traded_at: '2026-11-20T10:00:00.000Z',
});

/** The data a component would see: the query through an observer, so `select` applies. */
async function observe<T>(client: QueryClient, options: ReturnType<typeof homeLastTradesQuery>) {
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => {});
  try {
    return await observer.refetch().then((result) => result as { data?: T; isError: boolean });
  } finally {
    unsubscribe();
  }
}

describe('homeLastTradesQuery', () => {
  it('asks for CS2 trades from 50 in the display currency, first page, and keeps the first 15', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(`${apiRoot}store/last_trades/`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ data: Array.from({ length: 30 }, (_, index) => trade(index + 1)) });
      }),
    );
    const result = await observe<ReturnType<typeof trade>[]>(new QueryClient(), homeLastTradesQuery('USD'));
    expect(Object.fromEntries(asked ?? [])).toEqual({ game: 'csgo', price_from: '50', page: '1', currency: 'USD' });
    expect(result.data?.map((shown) => shown.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
  });

  it('asks only once when the call fails: neither ky nor Query retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${apiRoot}store/last_trades/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }),
    );
    const result = await observe(new QueryClient(), homeLastTradesQuery('EUR'));
    expect(result.isError).toBe(true);
    expect(calls).toBe(1);
  });

  it('is not asked again when the page that shows it mounts after the loader’s call has already failed', async () => {
    let calls = 0;
    server.use(
      http.get(`${apiRoot}store/last_trades/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }),
    );
    const client = new QueryClient();
    // The route's loader starts the call; the home page mounts once it has failed (a fast failure, a slow chunk).
    await client.prefetchQuery(homeLastTradesQuery('EUR'));
    const observer = new QueryObserver(client, homeLastTradesQuery('EUR'));
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((settle) => setTimeout(settle, 50));
    unsubscribe();
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(calls).toBe(1);
  });

  it('keeps each currency under its own key', () => {
    expect(homeLastTradesQuery('EUR').queryKey).not.toEqual(homeLastTradesQuery('AUD').queryKey);
  });
});
