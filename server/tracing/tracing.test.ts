import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { loadObservabilityConfig } from '../config.ts';
import { makeJobsDue } from '../jobs/testKit.ts';
import { buySkin, createShopTestApp, pressCheckoutButton, type ShopTestApp, signInBuyer } from '../orders/testKit.ts';
import { orderIdAttribute, startTracing, type Tracing } from './tracing.ts';

/** A stand-in OpenTelemetry collector: what OTLP/HTTP (JSON) posts to /v1/traces. */
let collector: Server;
const received: {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: { name: string }[] }[];
  }[];
}[] = [];

const spans = new InMemorySpanExporter();
let tracing: Tracing;
let shop: ShopTestApp;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const config = loadObservabilityConfig({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`,
    OTEL_SERVICE_NAME: 'skinsmarket-test',
  });
  if (!config.tracing) throw new Error('tracing is off');
  tracing = startTracing({ ...config.tracing, processors: [new SimpleSpanProcessor({ exporter: spans })] });
  shop = await createShopTestApp({}, { observability: config });
}, 60_000);
afterAll(async () => {
  await shop.close();
  await tracing.shutdown();
  collector.close();
});

const attribute = (span: ReadableSpan, name: string) => span.attributes[name];
const ofOrder = (orderId: number) =>
  spans.getFinishedSpans().filter((span) => attribute(span, orderIdAttribute) === orderId);

describe('traces', () => {
  it('follow an order from its purchase through its payment to the job that sends the offer, by its id', async () => {
    const buyer = await signInBuyer(shop.app, shop.db, '76561198000000001');
    const admin = await signInBuyer(shop.app, shop.db, '76561198000000002');
    await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
    const [skinId] = await shop.availableSkins(1);
    const bought = await buySkin(shop.app, buyer, skinId as number);
    const { order_id: orderId, checkout_url: checkoutUrl } = bought.json<{ order_id: number; checkout_url: string }>();
    await pressCheckoutButton(shop.app, checkoutUrl, 'pay');
    await makeJobsDue(shop.db, 'order.step');
    await shop.app.jobs.runDue('order.step');
    await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(orderEndpoints.order, { id: orderId })}`,
      headers: buyer.headers,
    });
    await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(adminOrderEndpoints.detail, { id: orderId })}`,
      headers: admin.headers,
    });

    const finished = spans.getFinishedSpans();
    const request = finished.find((span) => span.name === 'POST /api/payments/skin/purchase/:id/');
    expect(request).toBeDefined();
    expect(request && attribute(request, 'http.route')).toBe('/api/payments/skin/purchase/:id/');
    expect(request && attribute(request, 'http.response.status_code')).toBe(200);

    const orderSpans = ofOrder(orderId);
    const transitions = orderSpans.filter((span) => span.name === 'order.transition');
    expect(transitions.map((span) => attribute(span, 'order.to_status'))).toEqual(
      expect.arrayContaining(['paid', 'offer_sent']),
    );
    // The purchase's handler, the buyer's and the admin's look at the order, and the job that moved it.
    expect(orderSpans.filter((span) => span.name.startsWith('handler')).length).toBeGreaterThanOrEqual(3);
    const job = orderSpans.find((span) => span.name === 'job order.step');
    expect(job && attribute(job, 'job.attempt')).toBe(1);
    // A new trace, linked to the transition (the webhook's payment) that sent it.
    const paid = transitions.find((span) => attribute(span, 'order.to_status') === 'paid');
    expect(job?.parentSpanContext).toBeUndefined();
    expect(job?.links.map((link) => link.context.spanId)).toContain(paid?.spanContext().spanId);
    expect(job?.spanContext().traceId).not.toBe(paid?.spanContext().traceId);
    // The transition made inside the job is the job's child.
    const sent = transitions.find((span) => attribute(span, 'order.to_status') === 'offer_sent');
    expect(sent?.spanContext().traceId).toBe(job?.spanContext().traceId);
  });

  it('have a span per database call with its statement, and no query string in a request’s path', async () => {
    await shop.app.inject({ method: 'GET', url: '/api/store/skins/search/?game=csgo&search=ak' });
    const finished = spans.getFinishedSpans();
    const search = finished.find((span) => span.name === 'GET /api/store/skins/search/');
    expect(search && attribute(search, 'url.path')).toBe('/api/store/skins/search/');
    const queries = finished.filter(
      (span) => span.name === 'db.query' && span.spanContext().traceId === search?.spanContext().traceId,
    );
    expect(queries.length).toBeGreaterThan(0);
    expect(String(attribute(queries[0] as ReadableSpan, 'db.query.text'))).toMatch(/SELECT/i);
  });

  it('reach the OTLP endpoint, named by the service', async () => {
    await tracing.shutdown();
    const names = received.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.name)),
      ),
    );
    expect(names).toEqual(expect.arrayContaining(['order.transition', 'job order.step', 'db.query']));
    const service = received[0]?.resourceSpans[0]?.resource.attributes.find((entry) => entry.key === 'service.name');
    expect(service?.value.stringValue).toBe('skinsmarket-test');
  });
});

describe('the tracing settings', () => {
  it('are off without an endpoint, and follow OpenTelemetry’s own variables', () => {
    expect(loadObservabilityConfig({}).tracing).toBeUndefined();
    expect(loadObservabilityConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'skinsmarket',
    });
    expect(
      loadObservabilityConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otel.example/traces' }).tracing?.tracesUrl,
    ).toBe('https://otel.example/traces');
    expect(
      loadObservabilityConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })
        .tracing,
    ).toBeUndefined();
    expect(() => loadObservabilityConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toThrow('OTLP over HTTP');
  });
});
