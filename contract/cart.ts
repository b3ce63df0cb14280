import { z } from 'zod';
import { consentField, consentRequiredMessage, immediateDeliveryConsent } from './consent.ts';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from './errors.ts';
import { currencyCodeSchema } from './lists.ts';
import { idParamsSchema, int4IdSchema } from './primitives.ts';
import { gameSchema } from './store.ts';

export { cartMessages, purchaseMessages } from './shopMessages.ts';

/**
 * The cart, the inventory check and the purchases (spec §3, §4, §7, §8; DESIGN.md §3); endpoints at the end of
 * this file. Messages are the English source texts; the SPA translates them.
 */

/** Header every purchase carries: a fresh random value per purchase intent, reused when replaying it. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

export const skinIdSchema = int4IdSchema;
export const skinBodySchema = z.strictObject({ skin_id: skinIdSchema }).meta({ id: 'SkinBody' });
export type SkinBody = z.infer<typeof skinBodySchema>;
export { idParamsSchema };

export const messageAnswerSchema = z.object({ message: z.string() }).meta({ id: 'MessageAnswer' });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

const floatString = z
  .string()
  .regex(/^\d\.\d{6}$/)
  .describe('Float with 6 decimals, e.g. "0.071234"');

export const cartStickerSchema = z
  .object({ image: z.string().describe('Path on the API host'), name: z.string() })
  .meta({ id: 'CartSticker' });

export const cartItemSchema = z
  .object({
    skin_id: z.int().positive(),
    name: z.string(),
    image_url: z.string().describe('Path on the API host'),
    item_float: floatString.nullable(),
    wear: z.string().nullable().describe('Wear key (factory_new…) or null'),
    price: z.number().describe('2 decimals, in the cart currency, priced now'),
    stickers: z.array(cartStickerSchema),
    game: gameSchema,
    /** False when the skin was sold or reserved since it was added: it cannot be bought. */
    available: z.boolean(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    total_quantity: z.int().min(0),
    total_price: z.number().describe('Sum of the available items, 2 decimals'),
    currency: currencyCodeSchema,
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const purchaseAnswerSchema = z
  .object({
    checkout_url: z.url().describe('On the gateway allowlist (payments/checkout_origins/)'),
    message: z.string(),
    order_id: z.int().positive(),
  })
  .meta({ id: 'PurchaseAnswer' });
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

/** An amount of money with its currency, 2 decimals. */
export const priceSchema = z
  .object({ amount: z.number().nonnegative(), currency: currencyCodeSchema })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

/**
 * The consent to immediate delivery (contract/consent.ts): the version of the text the buyer ticked. Missing, or
 * an older text's version, refuses the purchase with a 400 against this field.
 */
const deliveryConsentSchema = z
  .literal(immediateDeliveryConsent.version, { error: consentRequiredMessage })
  .describe('The version of the consent text the buyer ticked (contract/consent.ts)');

/**
 * What the shopper saw when they pressed Buy: the server refuses the purchase (409, `price_changed`) when the
 * price of what they buy is not that any more, inside the transaction that reserves the skins.
 */
export const cartPurchaseBodySchema = z
  .strictObject({
    total: z.number().nonnegative().describe("The cart's total_price on the shopper's screen"),
    currency: currencyCodeSchema,
    [consentField]: deliveryConsentSchema,
  })
  .meta({ id: 'CartPurchaseBody' });
export type CartPurchaseBody = z.infer<typeof cartPurchaseBodySchema>;

export const skinPurchaseBodySchema = z
  .strictObject({
    skin_id: skinIdSchema,
    price: z.number().nonnegative().describe("The skin's price on the shopper's screen"),
    currency: currencyCodeSchema,
    [consentField]: deliveryConsentSchema,
  })
  .meta({ id: 'SkinPurchaseBody' });
export type SkinPurchaseBody = z.infer<typeof skinPurchaseBodySchema>;

/**
 * Why a purchase was refused where the SPA words it itself: the skins were just sold, the price moved, Steam would
 * hold the trade offer, or Steam could not say whether it would (try again).
 */
export const purchaseRefusalSchema = z.enum(['just_sold', 'price_changed', 'trade_hold', 'trade_hold_unknown']);
export type PurchaseRefusal = z.infer<typeof purchaseRefusalSchema>;

/**
 * A refused purchase (400, 409, 422): `message` for the toast; `locked_skins` the skins another order holds
 * or that were sold, shown against their cart rows (spec §4 'locked items'). A 409 says why in `reason`:
 * `just_sold` (with `locked_skins`; the skins have left the buyer's cart) or `price_changed` (with `price`,
 * the price now, in the buyer's currency; nothing was reserved) or `trade_hold` (with `hold_days`: Steam would hold
 * the offer to the buyer's trade link that long; nothing was reserved). A 503 `trade_hold_unknown`: Steam could
 * not say, nothing was reserved, the buyer tries again.
 */
export const purchaseErrorSchema = z
  .object({
    message: z.string(),
    locked_skins: z.array(z.int().positive()),
    reason: purchaseRefusalSchema.optional(),
    price: priceSchema.optional(),
    hold_days: z.int().positive().max(365).optional(),
  })
  .meta({ id: 'PurchaseError' });
export type PurchaseError = z.infer<typeof purchaseErrorSchema>;

export const inventoryOpenAnswerSchema = z.object({ inventory_open: z.boolean() }).meta({ id: 'InventoryOpen' });
export type InventoryOpenAnswer = z.infer<typeof inventoryOpenAnswerSchema>;

export const checkoutOriginsSchema = z
  .object({ origins: z.array(z.string()).describe('https origins (http only for the local sandbox)') })
  .meta({ id: 'CheckoutOrigins' });
export type CheckoutOrigins = z.infer<typeof checkoutOriginsSchema>;

/** True when a checkout URL may be followed: parsed, and its exact origin on the allowlist. */
export function isAllowedCheckoutUrl(checkoutUrl: string, allowedOrigins: readonly string[]): boolean {
  const url = URL.parse(checkoutUrl);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.includes(url.origin);
}

const cartRefusals = {
  400: validationErrorBodySchema,
  401: detailBodySchema,
  404: detailBodySchema,
  409: detailBodySchema,
};

/** The signed-in user's cart (spec §7): every endpoint works on the caller's own cart only. */
export const cartEndpoints = {
  cart: defineEndpoint({
    method: 'GET',
    path: 'payments/cart/',
    access: 'user',
    tags: ['cart'],
    summary: 'My cart, priced now in my currency',
    responses: { 200: cartSchema, 401: detailBodySchema },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: 'payments/cart/add/',
    access: 'user',
    tags: ['cart'],
    summary: 'Add a skin to my cart',
    body: skinBodySchema,
    responses: { 200: messageAnswerSchema, ...cartRefusals },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: 'payments/cart/remove/{id}/',
    access: 'user',
    tags: ['cart'],
    summary: 'Remove a skin from my cart',
    description: '`{id}` is the skin id.',
    params: idParamsSchema,
    responses: { 200: messageAnswerSchema, ...cartRefusals },
  }),
  clear: defineEndpoint({
    method: 'POST',
    path: 'payments/cart/clear',
    access: 'user',
    tags: ['cart'],
    summary: 'Empty my cart',
    responses: { 200: messageAnswerSchema, 401: detailBodySchema },
  }),
};

const purchaseResponses = {
  200: purchaseAnswerSchema,
  400: z.union([purchaseErrorSchema, validationErrorBodySchema]),
  401: detailBodySchema,
  // A request whose `{id}` a client resolved as a dot segment (`purchase/%2e%2e/` goes out as `payments/skin/`) reaches
  // no purchase: it gets the API's 404, as any unknown path does.
  404: z
    .union([purchaseErrorSchema, detailBodySchema])
    .describe('The payment gateway `{id}` is unknown (PurchaseError), or the path reached no purchase (Detail)'),
  409: purchaseErrorSchema,
  422: purchaseErrorSchema,
  503: purchaseErrorSchema.describe(
    'Maintenance mode: purchases are paused; or Steam could not say whether it would hold the trade (`reason` trade_hold_unknown)',
  ),
};
const purchaseDescription =
  '`{id}` is the chosen payment gateway (GET payments/payment_gateways/). ' +
  'Needs an `Idempotency-Key` header: a replay answers the same order; a concurrent duplicate gets 409; ' +
  'the same key with another payload 422. 409 also when skins were just sold (`reason` just_sold, ' +
  '`locked_skins` lists them), when the price moved since the shopper saw it (`reason` price_changed, `price`), ' +
  'or when Steam would hold the trade offer to the buyer (`reason` trade_hold, `hold_days`): checked before any ' +
  'order or checkout is made. 400 against `immediate_delivery_consent` without the consent to immediate delivery.';
const idempotencyHeadersSchema = z.object({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() });

/** Before and at the checkout: the inventory check, the two purchases, and where a checkout may send the buyer. */
export const purchaseEndpoints = {
  inventoryOpen: defineEndpoint({
    method: 'GET',
    path: 'users/steam/inventory_open/',
    access: 'user',
    tags: ['cart'],
    summary: 'Is my Steam inventory public?',
    description: '503 when Steam cannot tell right now (throttling, outage): try again later.',
    responses: { 200: inventoryOpenAnswerSchema, 401: detailBodySchema, 503: detailBodySchema },
  }),
  cartPurchase: defineEndpoint({
    method: 'POST',
    path: 'payments/cart/purchase/{id}/',
    access: 'user',
    tags: ['purchase'],
    summary: 'Buy every skin in my cart',
    description: purchaseDescription,
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: cartPurchaseBodySchema,
    responses: purchaseResponses,
  }),
  skinPurchase: defineEndpoint({
    method: 'POST',
    path: 'payments/skin/purchase/{id}/',
    access: 'user',
    tags: ['purchase'],
    summary: 'Buy one skin now',
    description: purchaseDescription,
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: skinPurchaseBodySchema,
    responses: purchaseResponses,
  }),
  /** The origins a checkout_url may point at: the SPA redirects only there. */
  checkoutOrigins: defineEndpoint({
    method: 'GET',
    path: 'payments/checkout_origins/',
    access: 'public',
    tags: ['purchase'],
    summary: 'Origins a checkout_url may point at',
    responses: { 200: checkoutOriginsSchema },
  }),
};
