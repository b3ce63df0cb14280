import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import {
  idempotencyKeyHeader,
  type Price,
  type PurchaseAnswer,
  purchaseEndpoints,
  purchaseErrorSchema,
  purchaseMessages,
} from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { callEndpoint } from './endpoint.ts';
import { formatApiError } from './errors.ts';
import { isHTTPError } from './httpError.ts';
import { listStaleTime } from './lists.queries.ts';
import { serverMessageTranslations, translateServerMessage } from './serverMessages.ts';

/** What a shopper buys with one press of Buy: the whole cart, or one skin from its product page. */
export type PurchaseRequest = { kind: 'cart'; gatewayId: number } | { kind: 'skin'; gatewayId: number; skinId: number };

/** Spec §4: buying needs a public Steam inventory (the trade offer is sent there). */
export async function checkInventoryOpen(signal?: AbortSignal): Promise<boolean> {
  const answer = await callEndpoint(purchaseEndpoints.inventoryOpen, { signal });
  return answer.inventory_open;
}

/** DESIGN.md §4: the origins a checkout_url may point at; the SPA redirects nowhere else. */
export async function fetchCheckoutOrigins(signal?: AbortSignal): Promise<string[]> {
  const answer = await callEndpoint(purchaseEndpoints.checkoutOrigins, { signal });
  return answer.origins;
}

/** The allowlist changes with the gateways' configuration, as rarely as the gateway list itself. */
export const checkoutOriginsQuery = queryOptions({
  queryKey: ['purchase', 'checkoutOrigins'] as const,
  queryFn: ({ signal }) => fetchCheckoutOrigins(signal),
  staleTime: listStaleTime,
});

/**
 * A fresh Idempotency-Key (contract/cart.ts: letters, digits, `-`, `_`). One per purchase attempt, made when the
 * shopper presses Buy and sent again only when that same attempt is replayed, so the server makes one order.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Spec §7: `POST payments/cart/purchase/{gateway}/` with the cart's total as shown, or
 * `POST payments/skin/purchase/{gateway}/` with `{skin_id}` and its price as shown, each with the consent to
 * immediate delivery the shopper ticked (contract/consent.ts): the server confirms the price
 * inside the purchase (a moved price is refused with the new one). Writes never retry by themselves
 * (src/api/client.ts); a replay is the caller's decision, with the same key.
 */
export function purchase(request: PurchaseRequest, shownPrice: Price, idempotencyKey: string, signal?: AbortSignal) {
  const headers = { [idempotencyKeyHeader]: idempotencyKey };
  const { amount, currency } = shownPrice;
  const params = { id: request.gatewayId };
  // Sent only once the shopper ticked the box (the purchase machine checks): the version of the text they ticked.
  const consent = { immediate_delivery_consent: immediateDeliveryConsent.version };
  return request.kind === 'cart'
    ? callEndpoint(purchaseEndpoints.cartPurchase, {
        params,
        headers,
        body: { total: amount, currency, ...consent },
        signal,
      })
    : callEndpoint(purchaseEndpoints.skinPurchase, {
        params,
        headers,
        body: { skin_id: request.skinId, price: amount, currency, ...consent },
        signal,
      });
}

/** Why a purchase did not start, as the cart page and the product page need it. */
export interface PurchaseFailure {
  /** The error toast's text (spec §8: the body's message for the cart, the body for a single skin). */
  message: string;
  /** Spec §4 'locked items': the skins another order holds or that were sold, shown against their cart rows. */
  lockedSkinIds: number[];
  /**
   * True when the shop may have made the order anyway (the connection dropped, the server failed, or the same
   * attempt is still being processed): pressing Buy again must replay the same Idempotency-Key.
   */
  outcomeUnknown: boolean;
  /** The price now, when it moved since the page showed it (nothing was bought; the shopper decides again). */
  newPrice?: Price;
  /** How long Steam would hold the trade offer to the shopper (nothing was bought; they fix it in Steam first). */
  tradeHoldDays?: number;
}

/**
 * Why the purchase of `kind` failed. A skin another buyer took a moment ago is said to be just sold (the server
 * has taken it out of the cart); a moved price comes with the new one.
 */
export function purchaseFailureOf(error: unknown, kind: PurchaseRequest['kind'] = 'cart'): PurchaseFailure {
  if (!isHTTPError(error)) {
    return { message: i18n._(connectionLost), lockedSkinIds: [], outcomeUnknown: true };
  }
  const body = purchaseErrorSchema.safeParse(error.data);
  if (body.success && body.data.reason === 'just_sold') {
    const lockedSkinIds = body.data.locked_skins;
    return { message: justSoldMessage(kind, lockedSkinIds.length), lockedSkinIds, outcomeUnknown: false };
  }
  if (body.success && body.data.reason === 'price_changed' && body.data.price) {
    return {
      message: translateServerMessage(body.data.message),
      lockedSkinIds: [],
      outcomeUnknown: false,
      newPrice: body.data.price,
    };
  }
  if (body.success && body.data.reason === 'trade_hold' && body.data.hold_days) {
    return {
      message: tradeHoldMessage(body.data.hold_days),
      lockedSkinIds: [],
      outcomeUnknown: false,
      tradeHoldDays: body.data.hold_days,
    };
  }
  if (body.success) {
    return {
      message: translateServerMessage(body.data.message),
      lockedSkinIds: body.data.locked_skins,
      outcomeUnknown: body.data.message === purchaseMessages.idempotencyKeyInUse,
    };
  }
  return {
    message: formatApiError(error).map(translateServerMessage).join('\n'),
    lockedSkinIds: [],
    outcomeUnknown: error.response.status >= 500,
  };
}

/** Why the inventory check failed: Steam throttled or down (503, our sentence translated), or anything spec §8 says. */
export function inventoryCheckFailureOf(error: unknown): string {
  return formatApiError(error).map(translateServerMessage).join('\n');
}

function justSoldMessage(kind: PurchaseRequest['kind'], count: number): string {
  if (kind === 'skin') return t`Just sold: another buyer got this skin a moment ago.`;
  return plural(count, {
    one: 'Just sold: another buyer got a skin of your cart a moment ago. It has left your cart.',
    other: 'Just sold: another buyer got # skins of your cart a moment ago. They have left your cart.',
  });
}

/** Issue #15: said before paying, instead of after, when the skins would sit in Steam's escrow. */
export function tradeHoldMessage(days: number): string {
  return plural(days, {
    one: 'Your Steam account would hold this trade for # day: turn on the Steam Guard Mobile Authenticator first.',
    other: 'Your Steam account would hold this trade for # days: turn on the Steam Guard Mobile Authenticator first.',
  });
}

const connectionLost = msg`The connection dropped before the shop answered. Press Buy again: it will not make a second order.`;

/** Spec §4: the success toast says the server's message, or 'Waiting for payment' when it sent none. */
export function purchaseSuccessMessage(answer: PurchaseAnswer): string {
  return answer.message.trim() === ''
    ? i18n._(serverMessageTranslations.purchase.waitingForPayment)
    : translateServerMessage(answer.message);
}
