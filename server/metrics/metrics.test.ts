import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { loadObservabilityConfig } from '../config.ts';
import { createShopTestApp, paidOrder, type ShopTestApp } from '../orders/testKit.ts';
import { createTestApp } from '../test/testApp.ts';
import { metricsPath } from './plugin.ts';

const token = 'metrics-token-for-the-test-suite-0123456789';

let shop: ShopTestApp;

beforeAll(async () => {
  shop = await createShopTestApp({}, { observability: { metricsToken: token, tracing: undefined } });
}, 60_000);
afterAll(() => shop.close());

const scrape = (authorization?: string) =>
  shop.app.inject({ method: 'GET', url: metricsPath, headers: authorization ? { authorization } : {} });

/** The samples of a Prometheus text exposition, by series (`name{labels}`), labels as written. */
function samples(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

async function scraped(): Promise<Map<string, number>> {
  const answer = await scrape(`Bearer ${token}`);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return samples(answer.body);
}

describe('GET /metrics', () => {
  it('is refused without the token, with another one, or with it in the wrong scheme', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${token}`, token]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.body).not.toContain('http_requests_total');
    }
  });

  it('counts known requests by route, method and status, with their latency', async () => {
    const search = `/api/${endpointPath(storeEndpoints.search)}`;
    for (let request = 0; request < 3; request++) {
      expect(
        (await shop.app.inject({ method: 'GET', url: `${search}?game=csgo&page=${request + 1}` })).statusCode,
      ).toBe(200);
    }
    expect((await shop.app.inject({ method: 'GET', url: `${search}?game=minecraft` })).statusCode).toBe(400);
    expect((await shop.app.inject({ method: 'GET', url: '/api/no-such-thing/' })).statusCode).toBe(404);

    const metrics = await scraped();
    const route = `route="${search}"`;
    expect(metrics.get(`http_requests_total{method="GET",${route},status_code="200"}`)).toBe(3);
    expect(metrics.get(`http_requests_total{method="GET",${route},status_code="400"}`)).toBe(1);
    expect(metrics.get(`http_request_duration_seconds_count{method="GET",${route},status_code="200"}`)).toBe(3);
    expect(metrics.get(`http_request_duration_seconds_bucket{le="+Inf",method="GET",${route},status_code="200"}`)).toBe(
      3,
    );
    expect(metrics.get(`http_request_duration_seconds_sum{method="GET",${route},status_code="200"}`)).toBeGreaterThan(
      0,
    );
    // Every unknown URL is one series, whatever it was.
    expect(metrics.get('http_requests_total{method="GET",route="(no route)",status_code="404"}')).toBe(1);
    // The refused scrapes count too; the one under way is counted once it is answered.
    expect(metrics.get(`http_requests_total{method="GET",route="${metricsPath}",status_code="401"}`)).toBe(4);

    const again = await scraped();
    expect(again.get(`http_requests_total{method="GET",${route},status_code="200"}`)).toBe(3);
    expect(again.get(`http_requests_total{method="GET",route="${metricsPath}",status_code="200"}`)).toBe(1);
  });

  it('times the database calls and shows its pool', async () => {
    const metrics = await scraped();
    expect(
      metrics.get('db_query_duration_seconds_count{operation="query",statement="SELECT",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(metrics.get('db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(metrics.has('db_pool_waiting_calls')).toBe(true);
  });

  it('reports orders, bots, the mail outbox and the job queues as they are in the database', async () => {
    const before = await scraped();
    const paidBefore = before.get('skins_orders{status="paid"}') ?? 0;
    await paidOrder(shop, await shop.buyer(1));
    await paidOrder(shop, await shop.buyer(2));
    const { rows } = await shop.db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM orders GROUP BY status',
    );
    const metrics = await scraped();
    for (const row of rows) expect(metrics.get(`skins_orders{status="${row.status}"}`)).toBe(row.count);
    expect(metrics.get('skins_orders{status="paid"}')).toBe(paidBefore + 2);
    // Each payment sent its order's next step, waiting for a worker (the test app has none).
    expect(metrics.get('skins_jobs_queued{queue="order.step"}')).toBeGreaterThanOrEqual(2);
    expect(metrics.get('skins_jobs_oldest_due_seconds{queue="order.step"}')).toBeGreaterThanOrEqual(0);
    expect(metrics.get('skins_jobs_failed{queue="mail.send"}')).toBe(0);
    expect(metrics.get('skins_trade_bots{state="online"}')).toBe(1);
    expect(metrics.get('skins_trade_bots{state="waiting_to_retry"}')).toBe(0);
    const mail = await shop.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued'`,
    );
    expect(metrics.get('skins_mail_outbox{status="queued"}')).toBe(mail.rows[0]?.n);
    expect(metrics.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metrics.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });
});

describe('without METRICS_TOKEN', () => {
  it('serves no metrics at all', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({ method: 'GET', url: metricsPath });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('http_requests_total');
    } finally {
      await plain.close();
    }
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadObservabilityConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be 32 characters');
    expect(loadObservabilityConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadObservabilityConfig({}).metricsToken).toBeUndefined();
  });
});
