import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { apiPrefix } from '../../config.ts';
import { sandboxWebhookSecret, shopContext } from '../../orders/context.ts';
import { type GatewayEvent, gatewayEventTypes } from '../../payments/gateway.ts';
import { signatureHeader, signPayload } from '../../payments/signature.ts';
import { sandboxPaymentsPrefix } from './gateway.ts';

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.codePointAt(0)};`);

/** The buttons of the checkout page and the event each one sends. */
const outcomes = {
  pay: { label: 'Pay', eventType: gatewayEventTypes.completed, status: 'paid', returned: 'paid' },
  fail: { label: 'Fail the payment', eventType: gatewayEventTypes.failed, status: 'failed', returned: 'failed' },
  cancel: { label: 'Cancel', eventType: gatewayEventTypes.expired, status: 'cancelled', returned: 'cancelled' },
} as const;
type Outcome = keyof typeof outcomes;

const sessionParamsSchema = z.object({ session: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{10,40}$/) });
const actionParamsSchema = sessionParamsSchema.extend({ action: z.enum(['pay', 'fail', 'cancel']) });

interface SessionRow {
  id: string;
  order_id: number;
  amount_minor: number;
  currency: string;
  description: string;
  status: string;
  expired: boolean;
  gateway_id: number;
}

const stylesheet = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
.banner { background: #fde047; color: #1f2937; padding: 0.75rem 1rem; border-radius: 6px; }
.amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
form { display: inline-block; margin: 0 0.5rem 0.5rem 0; }
button { font: inherit; min-height: 44px; padding: 0 1.25rem; border-radius: 6px; border: 1px solid #374151; background: #fff; color: #111827; cursor: pointer; }
button.pay { background: #15803d; border-color: #15803d; color: #fff; }
`;

/**
 * SANDBOX: the hosted checkout of our stand-in payment gateway. Server-rendered, no script; each button
 * sends the gateway's signed event to our webhook, then sends the buyer back to the order's payment page in the SPA.
 */
export default async function sandboxPaymentRoutes(app: FastifyInstance) {
  const stylesheetPath = `${sandboxPaymentsPrefix}/checkout.css`;
  const spaOrigin = app.config.auth.spaOrigins.local ?? app.config.auth.publicOrigin;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'self'; form-action 'self' ${spaOrigin}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX checkout</title><link rel="stylesheet" href="${stylesheetPath}"></head>
<body><main>
<p class="banner" role="note"><strong>SANDBOX</strong> This is not a real payment page. No money moves.</p>
${body}
</main></body></html>`);

  async function sessionOf(sessionId: string): Promise<SessionRow | undefined> {
    const { rows } = await app.db.query<SessionRow>(
      `SELECT sessions.id, sessions.order_id, sessions.amount_minor, sessions.currency, sessions.description,
         sessions.status, sessions.expires_at <= now() AS expired, orders.gateway_id
       FROM sandbox_checkout_sessions sessions JOIN orders ON orders.id = sessions.order_id WHERE sessions.id = $1`,
      [sessionId],
    );
    return rows[0];
  }

  app.get('/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );

  app.get('/checkout/:session', { schema: { hide: true } }, async (request, reply) => {
    const params = sessionParamsSchema.safeParse(request.params);
    const session = params.success ? await sessionOf(params.data.session) : undefined;
    if (!session) return sendPage(reply, 404, '<h1>Unknown checkout</h1>');
    if (session.status !== 'open' || session.expired) {
      return sendPage(
        reply,
        410,
        `<h1>This checkout is closed</h1><p><a href="${escapeHtml(`${spaOrigin}/profile?tab=orders`)}">Back to my orders</a></p>`,
      );
    }
    const amount = (session.amount_minor / 100).toFixed(2);
    const buttons = (Object.keys(outcomes) as Outcome[])
      .map(
        (action) =>
          `<form method="post" action="${escapeHtml(`${sandboxPaymentsPrefix}/checkout/${session.id}/${action}`)}">` +
          `<button type="submit" class="${action}">${escapeHtml(outcomes[action].label)}</button></form>`,
      )
      .join('\n');
    return sendPage(
      reply,
      200,
      `<h1>Checkout</h1><p>${escapeHtml(session.description)}</p>
<p class="amount">${amount} ${escapeHtml(session.currency.toUpperCase())}</p>
${buttons}`,
    );
  });

  app.post('/checkout/:session/:action', { schema: { hide: true } }, async (request, reply) => {
    const params = actionParamsSchema.safeParse(request.params);
    if (!params.success) return sendPage(reply, 404, '<h1>Unknown checkout</h1>');
    const outcome = outcomes[params.data.action];
    // Claims the session: a double click sends one event.
    const { rows } = await app.db.query<{ id: string }>(
      `UPDATE sandbox_checkout_sessions SET status = $2 WHERE id = $1 AND status = 'open' AND expires_at > now() RETURNING id`,
      [params.data.session, outcome.status],
    );
    const session = rows[0] && (await sessionOf(rows[0].id));
    if (!session) return sendPage(reply, 410, '<h1>This checkout is closed</h1>');
    const event: GatewayEvent = {
      id: `evt_sandbox_${randomUUID().replaceAll('-', '')}`,
      type: outcome.eventType,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.id,
          client_reference_id: String(session.order_id),
          amount_total: session.amount_minor,
          currency: session.currency.toLowerCase(),
          payment_intent: params.data.action === 'pay' ? `pi_sandbox_${randomUUID().replaceAll('-', '')}` : null,
        },
      },
    };
    await deliverEvent(session.gateway_id, JSON.stringify(event), 1);
    return reply.redirect((await shopContext(app)).checkoutReturnUrl(session.order_id, outcome.returned), 303);
  });

  // As a real gateway does, an event the shop did not take (its database restarting: 503) is sent again, signed anew,
  // after 1, 2, 4… seconds, until it is taken or about four minutes have passed: a payment is not lost to an outage.
  const redeliveries = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of redeliveries) clearTimeout(timer);
  });

  async function deliverEvent(gatewayId: number, rawBody: string, attempt: number): Promise<void> {
    let status = 0;
    try {
      const delivery = await app.inject({
        method: 'POST',
        url: `${apiPrefix}/${endpointPath(orderEndpoints.webhook, { gateway: gatewayId })}`,
        headers: {
          'content-type': 'application/json',
          [signatureHeader]: signPayload(await sandboxWebhookSecret(app), rawBody),
        },
        payload: rawBody,
      });
      status = delivery.statusCode;
    } catch {
      // The signing secret could not be read (it is kept in the database, which is away): sent again later.
    }
    if (status === 200) return;
    app.log.error({ status, attempt }, 'SANDBOX webhook refused');
    if (attempt >= maxDeliveryAttempts) return;
    const timer = setTimeout(
      () => {
        redeliveries.delete(timer);
        void deliverEvent(gatewayId, rawBody, attempt + 1);
      },
      1000 * 2 ** (attempt - 1),
    );
    redeliveries.add(timer);
  }
}

/** 1 + 2 + … + 128 seconds: a little over four minutes of a shop's outage. */
const maxDeliveryAttempts = 9;
