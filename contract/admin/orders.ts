import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { adminOrderSorts } from '../enums.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { currencyCodeSchema } from '../lists.ts';
import {
  deliveryConsentSchema,
  orderDocumentParamsSchema,
  orderDocumentQuerySchema,
  orderDocumentSummarySchema,
  orderSkinSchema,
  orderStatusSchema,
} from '../orders.ts';
import { gameSchema } from '../store.ts';
import { adminIdSchema, adminListParam, adminPageSchema, adminPaginationSchema, adminReasonSchema } from './lists.ts';
import { adminOrderMessages } from './orderMessages.ts';

export { adminOrderMessages };

/** The back-office for orders (issue 12, DESIGN.md §7): list, order page, actions, orders placed by an admin. */

const money = z.number().describe('2 decimals, in the order currency');
const expectedNumber = {
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'Expected a number' : undefined),
};
const amount = z.coerce.number(expectedNumber).min(0).max(100_000_000);

export { adminOrderSorts };
export const adminOrderSortSchema = z.enum(adminOrderSorts);
export type AdminOrderSort = z.infer<typeof adminOrderSortSchema>;

export const adminOrderListQuerySchema = adminPaginationSchema.extend({
  sort: adminOrderSortSchema.default('newest'),
  status: adminListParam(orderStatusSchema, 'Statuses').optional(),
  game: adminListParam(gameSchema, 'Games: orders with at least one skin of one of them').optional(),
  gateway: adminListParam(z.string().regex(/^\d{1,4}$/, 'Expected a gateway id'), 'Payment gateway ids').optional(),
  buyer: z.string().trim().min(1).max(100).optional().describe('Start of the buyer’s name, SteamID64 or email'),
  code: z.string().trim().min(1).max(20).optional().describe('Start of the order code, e.g. K7QX'),
  created_from: z.iso.date().optional().describe('First day, inclusive (UTC)'),
  created_to: z.iso.date().optional().describe('Last day, inclusive (UTC)'),
  total_min: amount.optional(),
  total_max: amount.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

const buyerSummarySchema = z.object({ id: z.int().positive(), name: z.string(), steam_id: z.string().nullable() });

export const adminOrderRowSchema = z
  .object({
    id: z.int().positive(),
    code: z.string(),
    status: orderStatusSchema,
    created_at: z.iso.datetime(),
    buyer: buyerSummarySchema,
    item_count: z.int().min(0),
    total: money,
    currency: currencyCodeSchema,
    payment_method: z.string(),
    offer_attempts: z.int().min(0),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = adminPageSchema(adminOrderRowSchema).meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminOrderActions = ['refund', 'resend', 'cancel', 'note'] as const;
export const adminOrderActionSchema = z.enum(adminOrderActions);
export type AdminOrderAction = z.infer<typeof adminOrderActionSchema>;

/** Who caused a transition: the delivery worker, a gateway webhook, an admin (named), or the buyer. */
export const timelineActorSchema = z.object({
  kind: z.enum(['worker', 'webhook', 'admin', 'buyer']),
  name: z.string().nullable(),
});

export const timelineEntrySchema = z
  .object({
    id: z.int().positive(),
    at: z.iso.datetime(),
    from_status: orderStatusSchema,
    to_status: orderStatusSchema,
    /** The event as the order machine received it: payment.succeeded, offer.declined, admin.refund, admin.note… */
    event: z.string(),
    actor: timelineActorSchema,
    /** The admin's reason or note, when the event carried one. */
    text: z.string().nullable(),
  })
  .meta({ id: 'AdminOrderTimelineEntry' });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const adminOrderDetailSchema = z
  .object({
    id: z.int().positive(),
    code: z.string(),
    status: orderStatusSchema,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    total: money,
    currency: currencyCodeSchema,
    reason: z.string().nullable(),
    placed_by: z.object({ id: z.int().positive(), name: z.string() }).nullable(),
    items: z.array(orderSkinSchema),
    buyer: buyerSummarySchema.extend({
      email: z.string().nullable(),
      avatar: z.string().nullable(),
      country: z.string().nullable(),
      /** The trade link the order delivers to (copied from the profile when it was placed). */
      trade_link: z.string(),
      orders_count: z.int().min(0),
    }),
    payment: z.object({
      gateway_id: z.int().positive(),
      method_name: z.string(),
      paid_outside: z.boolean(),
      checkout_session: z.string().nullable(),
      checkout_url: z.string().nullable(),
      payment_id: z.string().nullable(),
      events: z.array(z.object({ event_id: z.string(), type: z.string(), received_at: z.iso.datetime() })),
      refund: z
        .object({ amount: money, currency: z.string(), reason: z.string(), created_at: z.iso.datetime() })
        .nullable(),
    }),
    delivery: z.object({
      bot_name: z.string(),
      order_code: z.string(),
      offer_id: z.string().nullable(),
      /** The offer's state in words (Active, Declined…), null when no offer is out or the bot cannot say. */
      offer_state: z.string().nullable(),
      attempts: z.int().min(0),
      max_attempts: z.int().positive(),
    }),
    timeline: z.array(timelineEntrySchema),
    /** The consent to immediate delivery the buyer ticked; null for an order an admin placed. */
    delivery_consent: deliveryConsentSchema.nullable(),
    /** The receipt once paid, the credit note once refunded. */
    documents: z.array(orderDocumentSummarySchema),
    /** What an admin may do now, from the order's state: the page shows only these. */
    actions: z.array(adminOrderActionSchema),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderParamsSchema = z.object({ id: adminIdSchema });

export const adminReasonBodySchema = z.object({ reason: adminReasonSchema }).strict();
export const adminNoteBodySchema = z
  .object({ text: z.string().trim().min(1, 'Write the note').max(2000, 'Keep the note under 2000 characters') })
  .strict();

export const adminActionAnswerSchema = z
  .object({ message: z.string(), status: orderStatusSchema })
  .meta({ id: 'AdminOrderActionAnswer' });

export const adminPaymentWays = ['paid_outside', 'checkout_link'] as const;

export const adminCreateOrderBodySchema = z
  .object({
    user_id: adminIdSchema,
    skin_ids: z.array(adminIdSchema).min(1, 'Pick at least one skin').max(50),
    /** paid_outside: the order goes straight to delivery; checkout_link: it waits for payment as usual. */
    payment: z.enum(adminPaymentWays),
    /** The gateway of the checkout link, or the way the money came in for an order paid outside. */
    gateway_id: z.int().positive().max(1000),
    /** Lower prices than the catalogue's, in the user's currency, by skin. */
    prices: z
      .array(z.object({ skin_id: adminIdSchema, price: z.number().positive().max(100_000_000) }))
      .max(50)
      .default([]),
    /** Required with any price override. */
    reason: adminReasonSchema.optional(),
  })
  .strict()
  .refine((body) => body.prices.length === 0 || body.reason !== undefined, {
    message: 'Say why the price is lowered',
    path: ['reason'],
  })
  .refine((body) => body.prices.every((price) => body.skin_ids.includes(price.skin_id)), {
    message: 'A price is given for a skin that is not in the order',
    path: ['prices'],
  })
  .refine((body) => new Set(body.skin_ids).size === body.skin_ids.length, {
    message: 'A skin is picked twice',
    path: ['skin_ids'],
  });
export type AdminCreateOrderBody = z.infer<typeof adminCreateOrderBodySchema>;

export const adminCreatedOrderSchema = z
  .object({
    order_id: z.int().positive(),
    code: z.string(),
    status: orderStatusSchema,
    total: money,
    currency: currencyCodeSchema,
    /** For checkout_link: the link to pass on to the user. */
    checkout_url: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'AdminCreatedOrder' });
export type AdminCreatedOrder = z.infer<typeof adminCreatedOrderSchema>;

export const adminBuyerSchema = z
  .object({
    id: z.int().positive(),
    name: z.string(),
    steam_id: z.string().nullable(),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    currency: currencyCodeSchema,
    has_trade_link: z.boolean(),
  })
  .meta({ id: 'AdminBuyer' });
export type AdminBuyer = z.infer<typeof adminBuyerSchema>;

export const adminBuyerQuerySchema = z.object({
  q: z.string().trim().min(1).max(100).describe('Start of the name, SteamID64 or email'),
});

/** The trade bots' sign-in states (server/trading/steam/steamBot.ts); `waiting_to_retry` after a failed sign-in. */
export const botStates = ['signed_out', 'signing_in', 'online', 'waiting_to_retry'] as const;

export const adminBotSchema = z
  .object({
    account_name: z.string(),
    /** What buyers see in Steam as the sender of their offers. */
    persona_name: z.string(),
    state: z.enum(botStates),
    last_error: z.string().nullable(),
    failed_sign_ins: z.int().min(0),
    /** While waiting to retry: when the next sign-in is tried. */
    next_sign_in_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminBot' });
export type AdminBot = z.infer<typeof adminBotSchema>;

const adminErrors = { 400: validationErrorBodySchema, 401: detailBodySchema, 403: detailBodySchema } as const;
const actionErrors = { ...adminErrors, 404: detailBodySchema, 409: detailBodySchema } as const;
const tags = ['admin', 'orders'] as const;

const orderAction = <Body extends z.ZodType>(path: string, summary: string, body: Body) =>
  defineEndpoint({
    method: 'POST',
    path: `admin/orders/{id}/${path}/`,
    access: 'admin',
    tags,
    summary,
    description:
      'Sent to the order machine in one transaction with its audit row; 409 when the state does not allow it.',
    params: adminOrderParamsSchema,
    body,
    responses: { 200: adminActionAnswerSchema, ...actionErrors },
  });

export const adminOrderEndpoints = {
  /** Every order's changes, and every new order, as server-sent events (contract/orders.ts `orderEndpoints.events`). */
  events: defineEndpoint({
    method: 'GET',
    path: 'admin/orders/events/',
    access: 'admin',
    tags,
    summary: 'Every order as it is placed and as it changes (server-sent events)',
    description:
      'text/event-stream, as `payments/orders/events/` but for every order. The admin role is checked again ' +
      'with every keep-alive: a demoted or banned admin’s stream ends.',
    produces: 'text/event-stream',
    responses: { 200: z.string().describe('text/event-stream of OrderChange events'), ...adminErrors },
  }),
  document: defineEndpoint({
    method: 'GET',
    path: 'admin/orders/{id}/documents/{kind}/',
    access: 'admin',
    tags,
    summary: "An order's receipt or credit note (PDF)",
    params: orderDocumentParamsSchema,
    query: orderDocumentQuerySchema,
    produces: 'application/pdf',
    responses: {
      200: z.string().describe('The PDF document (application/pdf)'),
      ...adminErrors,
      404: detailBodySchema,
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: 'admin/orders/',
    access: 'admin',
    tags,
    summary: 'Every order, filtered, sorted and paged',
    query: adminOrderListQuerySchema,
    responses: { 200: adminOrderPageSchema, ...adminErrors },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'admin/orders/{id}/',
    access: 'admin',
    tags,
    summary: 'One order: items, buyer, payment, delivery, timeline and the actions its state allows',
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderDetailSchema, ...adminErrors, 404: detailBodySchema },
  }),
  refund: orderAction('refund', 'Refund the whole order through its gateway', adminReasonBodySchema),
  resend: orderAction('resend', 'Send a fresh trade offer after a declined or expired one', adminReasonBodySchema),
  cancel: orderAction('cancel', 'Cancel an unpaid order (its skins go back on sale)', adminReasonBodySchema),
  note: orderAction('note', 'Add an internal note to the timeline (never shown to the buyer)', adminNoteBodySchema),
  create: defineEndpoint({
    method: 'POST',
    path: 'admin/orders/',
    access: 'admin',
    tags,
    summary: 'Place an order for a user (paid outside the site, or with a checkout link to pass on)',
    body: adminCreateOrderBodySchema,
    responses: { 201: adminCreatedOrderSchema, ...adminErrors, 404: detailBodySchema, 409: detailBodySchema },
  }),
  bots: defineEndpoint({
    method: 'GET',
    path: 'admin/bots/',
    access: 'admin',
    tags,
    summary: 'The trade bots that deliver orders, and whether each is signed in to Steam',
    description:
      'As the answering server instance sees them: each instance signs its bots in on its own (a bot waiting to ' +
      'retry there may be online on another).',
    responses: { 200: z.array(adminBotSchema), ...adminErrors },
  }),
  buyers: defineEndpoint({
    method: 'GET',
    path: 'admin/orders/buyers/',
    access: 'admin',
    tags,
    summary: 'Users to place an order for, by the start of their name, SteamID64 or email (10 at most)',
    query: adminBuyerQuerySchema,
    responses: { 200: z.array(adminBuyerSchema), ...adminErrors },
  }),
};
