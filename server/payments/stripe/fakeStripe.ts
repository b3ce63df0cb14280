import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * TEST: a local stand-in for the part of the Stripe API the card gateway uses, answered in Stripe's wire
 * format (form-encoded requests with bracketed keys, JSON objects, errors as `{ error: { type, message } }`),
 * so the real `stripe` client can be pointed at it. It checks what a careless client would get wrong against
 * the real API: the secret key, the Idempotency-Key of every creation (replayed answers, or an
 * `idempotency_error` for the same key with other parameters), Checkout's `expires_at` bounds, and amounts.
 */
export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  webhookSecret: string;
  /** Every request the client made, in order. */
  requests: FakeStripeRequest[];
  session(id: string): FakeSession | undefined;
  /** The buyer pays on the hosted page: a paid card payment, or a bank debit that settles later. */
  pay(sessionId: string, method?: 'card' | 'delayed'): FakeSession;
  refundsOf(paymentIntent: string): FakeRefund[];
  /** A webhook body for an event about `object`, and its `stripe-signature` header. */
  signedEvent(type: string, object: object, options?: { secret?: string; timestamp?: number }): SignedEvent;
  close(): Promise<void>;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

export interface SignedEvent {
  rawBody: string;
  header: string;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  payment_intent: string | null;
  expires_at: number;
  created: number;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  url: string | null;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

const invalid = (message: string) => new StripeApiError(400, 'invalid_request_error', message);
const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` -> `{ a: { b: [ { c: '1' } ] } }`, as Stripe reads its form bodies. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

const text = (params: Record<string, unknown>, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};
const required = (params: Record<string, unknown>, name: string) => {
  const value = text(params, name);
  if (!value) throw invalid(`Missing required param: ${name}.`);
  return value;
};
const integer = (value: unknown, name: string) => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalid(`Invalid integer: ${name}`);
  return Number(value);
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  function createSession(params: Record<string, unknown>): FakeSession {
    if (text(params, 'mode') !== 'payment') throw invalid('This shop only opens payment sessions.');
    const lineItems = params.line_items;
    if (!Array.isArray(lineItems) || lineItems.length === 0) throw invalid('Missing required param: line_items.');
    let currency: string | undefined;
    let amountTotal = 0;
    for (const [index, item] of (lineItems as Record<string, unknown>[]).entries()) {
      const priceData = item.price_data as Record<string, unknown> | undefined;
      const productData = priceData?.product_data as Record<string, unknown> | undefined;
      if (!priceData || !productData || !text(productData, 'name'))
        throw invalid(`line_items[${index}] needs price_data with product_data.name.`);
      const itemCurrency = required(priceData, 'currency');
      if (!/^[a-z]{3}$/.test(itemCurrency)) throw invalid(`Invalid currency: ${itemCurrency}`);
      if (currency && currency !== itemCurrency) throw invalid('All line items must be in one currency.');
      currency = itemCurrency;
      amountTotal +=
        integer(priceData.unit_amount, `line_items[${index}][price_data][unit_amount]`) *
        integer(item.quantity, 'quantity');
    }
    const expiresAt = integer(params.expires_at, 'expires_at');
    const created = nowSeconds();
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 60 * 60)
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      );
    const sessionId = id('cs');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amountTotal,
      currency: currency as string,
      client_reference_id: text(params, 'client_reference_id') ?? null,
      payment_intent: null,
      expires_at: expiresAt,
      created,
      success_url: required(params, 'success_url'),
      cancel_url: required(params, 'cancel_url'),
      metadata: (params.metadata as Record<string, string>) ?? {},
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      livemode: false,
    };
    sessions.set(sessionId, session);
    return session;
  }

  function sessionOrMissing(sessionId: string): FakeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`);
    return session;
  }

  function createRefund(params: Record<string, unknown>): FakeRefund {
    const paymentIntent = required(params, 'payment_intent');
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
    if (!session) throw new StripeApiError(404, 'invalid_request_error', `No such payment_intent: '${paymentIntent}'`);
    const amount = params.amount === undefined ? session.amount_total : integer(params.amount, 'amount');
    const refunded = refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    if (amount + refunded > session.amount_total)
      throw invalid(`Refund amount (${amount}) is greater than the unrefunded amount on the charge.`);
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: (params.metadata as Record<string, string>) ?? {},
    };
    refunds.push(refund);
    return refund;
  }

  function route(method: string, path: string, query: URLSearchParams, params: Record<string, unknown>): unknown {
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    const one = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    if (method === 'POST' && expire) {
      const session = sessionOrMissing(decodeURIComponent(expire[1] as string));
      if (session.status !== 'open')
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      session.status = 'expired';
      session.url = null;
      return session;
    }
    if (method === 'GET' && one) return sessionOrMissing(decodeURIComponent(one[1] as string));
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const paymentIntent = query.get('payment_intent');
      const data = [...sessions.values()].filter(
        (session) => !paymentIntent || session.payment_intent === paymentIntent,
      );
      return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    try {
      if (request.headers.authorization !== `Bearer ${secretKey}`)
        throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.');
      if (
        method === 'POST' &&
        body &&
        !String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      )
        throw invalid('Stripe v1 requests are form-encoded.');
      const params = parseStripeForm(method === 'POST' ? body : '');
      requests.push({ method, path: url.pathname, idempotencyKey, params });
      if (method === 'POST') {
        // Our gateway names every creation itself; a key made up by the client would not survive a restart.
        if (!idempotencyKey) throw invalid('This fake insists on an Idempotency-Key on every POST.');
        const fingerprint = `${method} ${url.pathname} ${body}`;
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint)
            throw new StripeApiError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
          response.setHeader('idempotent-replayed', 'true');
          return answer(response, earlier.status, earlier.body);
        }
        try {
          const result = route(method, url.pathname, url.searchParams, params);
          idempotent.set(idempotencyKey, { fingerprint, status: 200, body: result });
          return answer(response, 200, result);
        } catch (error) {
          if (error instanceof StripeApiError && error.status < 500) {
            idempotent.set(idempotencyKey, { fingerprint, status: error.status, body: errorBody(error) });
          }
          throw error;
        }
      }
      return answer(response, 200, route(method, url.pathname, url.searchParams, params));
    } catch (error) {
      if (error instanceof StripeApiError) return answer(response, error.status, errorBody(error));
      return answer(response, 500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    webhookSecret,
    requests,
    session: (sessionId) => sessions.get(sessionId),
    pay(sessionId, method = 'card') {
      const session = sessionOrMissing(sessionId);
      if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${session.status}`);
      session.status = 'complete';
      session.payment_intent = id('pi');
      session.payment_status = method === 'card' ? 'paid' : 'unpaid';
      return { ...session };
    },
    refundsOf: (paymentIntent) => refunds.filter((refund) => refund.payment_intent === paymentIntent),
    signedEvent(type, object, options = {}) {
      const rawBody = JSON.stringify(
        {
          id: id('evt'),
          object: 'event',
          api_version: '2026-10-28.endive',
          created: nowSeconds(),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object },
        },
        null,
        2,
      );
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return { rawBody, header };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const errorBody = (error: StripeApiError) => ({ error: { type: error.type, message: error.message } });

/** A `charge.refunded` charge for a paid session: refunded in full unless `amountRefunded` says otherwise. */
export function refundedCharge(session: FakeSession, amountRefunded = session.amount_total) {
  return {
    id: id('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: amountRefunded,
    currency: session.currency,
    payment_intent: session.payment_intent,
    paid: true,
    refunded: amountRefunded === session.amount_total,
    status: 'succeeded',
  };
}
