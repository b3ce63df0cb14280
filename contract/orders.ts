import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { checkoutOutcomes, orderStatuses } from './enums.ts';
import { detailBodySchema } from './errors.ts';
import { currencyCodeSchema } from './lists.ts';
import { languageSchema } from './preferences.ts';
import { idParamsSchema } from './primitives.ts';

export { orderMessages } from './shopMessages.ts';

/** My orders, my purchases, and the payment webhooks (DESIGN.md §3); endpoints at the end of this file. */

/** The SPA page a checkout returns to (`?outcome=paid|failed|cancelled`): the payment's confirmation. */
export const checkoutReturnPath = (orderId: number) => `/payment/${orderId}`;
export { checkoutOutcomes, orderStatuses };

export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** States no event moves on from, apart from a late payment's refund or a reversal. */
export const finalOrderStatuses: readonly OrderStatus[] = ['payment_failed', 'payment_expired', 'refunded', 'reversed'];

const money = z.number().describe('2 decimals, in the order currency');

export const orderSkinSchema = z
  .object({
    skin_id: z.int().positive(),
    name: z.string(),
    image_url: z.string(),
    item_float: z.string().nullable(),
    wear: z.string().nullable(),
    price: money,
  })
  .meta({ id: 'OrderSkin' });
export type OrderSkin = z.infer<typeof orderSkinSchema>;

export const orderSummarySchema = z
  .object({
    id: z.int().positive(),
    status: orderStatusSchema,
    skins: z.array(orderSkinSchema),
    created_at: z.iso.datetime(),
    total: money,
    currency: currencyCodeSchema,
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListSchema = z.array(orderSummarySchema);

export const deliverySchema = z
  .object({
    /** The bot account the offer comes from, as the buyer sees it in Steam. */
    bot_name: z.string(),
    /** Printed in the trade offer's message: the buyer checks it before accepting. */
    order_code: z.string(),
    offer_id: z.string().nullable(),
    /** 1 for the first offer, more after a declined or expired one was re-sent. */
    offer_attempts: z.int().min(0),
    max_offer_attempts: z.int().positive(),
  })
  .meta({ id: 'Delivery' });

/** A paid order's receipt, and a refunded one's credit note (server/notices/documents.ts). */
export const orderDocumentKinds = ['receipt', 'credit_note'] as const;
export const orderDocumentKindSchema = z.enum(orderDocumentKinds);
export type OrderDocumentKind = z.infer<typeof orderDocumentKindSchema>;

export const orderDocumentSummarySchema = z
  .object({
    kind: orderDocumentKindSchema,
    /** As printed, e.g. `R-000042`: numbered without gaps per kind. */
    number: z.string(),
    issued_at: z.iso.datetime(),
  })
  .meta({ id: 'OrderDocumentSummary' });
export type OrderDocumentSummary = z.infer<typeof orderDocumentSummarySchema>;

/** The consent to immediate delivery the buyer ticked before paying (contract/consent.ts), with its time. */
export const deliveryConsentSchema = z
  .object({ at: z.iso.datetime(), version: z.string() })
  .meta({ id: 'DeliveryConsent' });
export type DeliveryConsent = z.infer<typeof deliveryConsentSchema>;

export const orderDetailSchema = orderSummarySchema
  .extend({
    payment_method: z.string(),
    /** The checkout closes then; an unpaid order is released. */
    expires_at: z.iso.datetime(),
    /** Where to pay while the order awaits payment and its checkout is open (on the gateway allowlist); else null. */
    checkout_url: z.url().nullable(),
    updated_at: z.iso.datetime(),
    delivery: deliverySchema,
    /** Why the order left the happy path (payment failed, offer declined…), null otherwise. */
    reason: z.string().nullable(),
    /** Null for an order support placed for the buyer. */
    delivery_consent: deliveryConsentSchema.nullable(),
    documents: z.array(orderDocumentSummarySchema),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const purchaseSchema = z
  .object({
    order_id: z.int().positive(),
    skin_id: z.int().positive(),
    image_url: z.string(),
    status: orderStatusSchema,
    name: z.string(),
    wear: z.string().nullable(),
    item_float: z.string().nullable(),
    items: z.int().positive().describe('How many items the purchase (the order this item is part of) holds'),
    price: money,
    currency: currencyCodeSchema,
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchaseListSchema = z.array(purchaseSchema);

export const orderParamsSchema = idParamsSchema;
export const orderDocumentParamsSchema = idParamsSchema.extend({ kind: orderDocumentKindSchema });
export const orderDocumentQuerySchema = z.object({
  language: languageSchema.optional().describe("The document's language; the buyer's own by default"),
});

/**
 * One event of an order stream (server-sent event `order`): an order changed status, or was placed. The pages read
 * the order again from its endpoint, so the event carries no more than this.
 */
export const orderChangeSchema = z
  .object({
    order_id: z.int().positive(),
    status: orderStatusSchema,
    /** Grows with every transition: a page that holds this version or a later one has nothing to read. */
    version: z.int().min(0),
  })
  .meta({ id: 'OrderChange' });
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** The server-sent events of an order stream: `ready` once listening, `order` per change; comments keep it alive. */
export const orderStreamEvents = { ready: 'ready', order: 'order' } as const;

const pdfAnswer = z.string().describe('The PDF document (application/pdf)');
const eventStreamAnswer = z
  .string()
  .describe(
    'text/event-stream: `event: ready` once the stream listens, then `event: order` with an OrderChange as `data` ' +
      'for each change; a comment line every few seconds keeps proxies from closing it. The stream ends when the ' +
      'access token expires (the client opens a new one with a fresh token).',
  );
export const webhookParamsSchema = z.object({ gateway: z.coerce.number().int().positive().max(1000) });
export const webhookAnswerSchema = z.object({ received: z.boolean() }).meta({ id: 'WebhookAnswer' });

/** The header a gateway event's signature comes in (server/payments/signature.ts checks it). */
export const webhookSignatureHeader = 'skins-signature';

export const orderEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: 'payments/orders/',
    access: 'user',
    tags: ['orders'],
    summary: 'My orders',
    responses: { 200: orderListSchema, 401: detailBodySchema },
  }),
  /** `{id}` is the order id. */
  order: defineEndpoint({
    method: 'GET',
    path: 'payments/orders/{id}/',
    access: 'user',
    tags: ['orders'],
    summary: 'One of my orders, with its live delivery status',
    params: orderParamsSchema,
    responses: { 200: orderDetailSchema, 401: detailBodySchema, 404: detailBodySchema },
  }),
  /**
   * After an offer was countered or cancelled by someone else (`offer_suspicious`), the buyer has checked their
   * Steam account and asks for a new offer. 409 when the order is not waiting for that.
   */
  confirmResend: defineEndpoint({
    method: 'POST',
    path: 'payments/orders/{id}/confirm_resend/',
    access: 'user',
    tags: ['orders'],
    summary: 'Confirm a new trade offer after a tampered one',
    params: orderParamsSchema,
    responses: { 200: detailBodySchema, 401: detailBodySchema, 404: detailBodySchema, 409: detailBodySchema },
  }),
  /**
   * My orders' changes as server-sent events, read with `fetch` and the bearer token like every other call (no
   * token in a URL): the order pages move on without asking again every few seconds.
   */
  events: defineEndpoint({
    method: 'GET',
    path: 'payments/orders/events/',
    access: 'user',
    tags: ['orders'],
    summary: 'My orders as they change (server-sent events)',
    produces: 'text/event-stream',
    responses: { 200: eventStreamAnswer, 401: detailBodySchema },
  }),
  document: defineEndpoint({
    method: 'GET',
    path: 'payments/orders/{id}/documents/{kind}/',
    access: 'user',
    tags: ['orders'],
    summary: "One of my order's documents: its receipt, or its credit note (PDF)",
    description: '404 when the order is not mine, or has no such document (an unpaid order has no receipt).',
    params: orderDocumentParamsSchema,
    query: orderDocumentQuerySchema,
    produces: 'application/pdf',
    responses: { 200: pdfAnswer, 401: detailBodySchema, 404: detailBodySchema },
  }),
  purchases: defineEndpoint({
    method: 'GET',
    path: 'payments/purchases/',
    access: 'user',
    tags: ['orders'],
    summary: 'Items I bought',
    responses: { 200: purchaseListSchema, 401: detailBodySchema },
  }),
  /** `{gateway}` is the payment gateway id; the body is the gateway's signed event, checked as the bytes sent. */
  webhook: defineEndpoint({
    method: 'POST',
    path: 'payments/webhooks/{gateway}/',
    access: 'public',
    tags: ['payments'],
    summary: 'Payment gateway events (signed)',
    description: `Signed as Stripe signs: header \`stripe-signature\` (Stripe Checkout) or \`${webhookSignatureHeader}\` (the sandbox gateway): \`t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.rawBody">\`.`,
    params: webhookParamsSchema,
    body: z.string(),
    responses: { 200: webhookAnswerSchema, 400: detailBodySchema, 404: detailBodySchema },
  }),
};
