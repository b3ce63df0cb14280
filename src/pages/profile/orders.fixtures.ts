import type { OrderDetail, OrderSkin, OrderStatus, OrderSummary, Purchase } from '#contract/orders.ts';

/** Stories and tests draw items without a server: a small inline picture stands in for the catalogue's. */
const itemPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#1b2438"/><path d="M8 34h40l8-10H20z" fill="#f5a524"/></svg>',
)}`;

export const redline: OrderSkin = {
  skin_id: 7,
  name: 'AK-47 | Redline',
  image_url: itemPicture,
  item_float: '0.251234',
  wear: 'field_tested',
  price: 41.5,
};

export const butterfly: OrderSkin = {
  skin_id: 9,
  name: '★ Butterfly Knife | Fade',
  image_url: itemPicture,
  item_float: '0.012345',
  wear: 'factory_new',
  price: 1289.99,
};

export const dragonclaw: OrderSkin = {
  skin_id: 31,
  name: 'Dragonclaw Hook',
  image_url: itemPicture,
  item_float: null,
  wear: null,
  price: 612,
};

export function orderDetail(status: OrderStatus, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 1042,
    status,
    skins: [redline, butterfly],
    created_at: '2026-11-20T10:00:00.000Z',
    total: 1331.49,
    currency: 'EUR',
    payment_method: 'Card',
    expires_at: '2026-11-20T10:15:00.000Z',
    checkout_url: null,
    updated_at: '2026-11-20T10:05:00.000Z',
    reason: null,
    delivery_consent: { at: '2026-11-20T10:00:00.000Z', version: 'immediate-delivery/2026-11' },
    documents: ['awaiting_payment', 'payment_failed', 'payment_expired'].includes(status)
      ? []
      : [
          { kind: 'receipt', number: 'R-000042', issued_at: '2026-11-20T10:02:00.000Z' },
          ...(status === 'refunded'
            ? [{ kind: 'credit_note' as const, number: 'C-000007', issued_at: '2026-11-20T11:00:00.000Z' }]
            : []),
        ],
    delivery: {
      bot_name: 'SkinsMarket Bot #1',
      order_code: 'K7QX-29FD',
      offer_id: status === 'offer_sent' || status === 'delivered' ? '6120458812' : null,
      offer_attempts: ['awaiting_payment', 'paid', 'payment_failed', 'payment_expired'].includes(status) ? 0 : 1,
      max_offer_attempts: 3,
    },
    ...overrides,
  };
}

export const orderSummaries: OrderSummary[] = [
  {
    id: 1057,
    status: 'awaiting_payment',
    skins: [redline],
    created_at: '2026-11-21T18:40:00.000Z',
    total: 41.5,
    currency: 'EUR',
  },
  {
    id: 1049,
    status: 'offer_declined',
    skins: [dragonclaw],
    created_at: '2026-11-15T09:12:00.000Z',
    total: 612,
    currency: 'USD',
  },
  {
    id: 1042,
    status: 'delivered',
    skins: [redline, butterfly, dragonclaw],
    created_at: '2026-11-02T14:05:00.000Z',
    total: 1943.49,
    currency: 'EUR',
  },
];

const purchaseOf = (order: OrderSummary, skin: OrderSkin): Purchase => ({
  order_id: order.id,
  skin_id: skin.skin_id,
  image_url: skin.image_url,
  status: order.status,
  name: skin.name,
  wear: skin.wear,
  item_float: skin.item_float,
  items: 1,
  price: skin.price,
  currency: order.currency,
});

export const purchases: Purchase[] = orderSummaries.flatMap((order) =>
  order.skins.map((skin) => purchaseOf(order, skin)),
);
