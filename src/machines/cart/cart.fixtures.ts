import { HttpResponse, http } from 'msw';
import { mswUrl } from '#api/testing.ts';
import { type Cart, type CartItem, cartEndpoints, cartMessages } from '#contract/cart.ts';
import { skinImage } from '#ui/ItemCard/ItemCard.fixtures.ts';

/** For tests and stories: cart items shaped like the server's (contract/cart.ts), with inline pictures. */
export const cartSkins = {
  redline: {
    skin_id: 11,
    name: 'AK-47 | Redline (Field-Tested)',
    image_url: skinImage('#b71c1c', '#212121'),
    item_float: '0.251234',
    wear: 'field_tested',
    price: 34.87,
    stickers: [],
    game: 'csgo',
    available: true,
  },
  asiimov: {
    skin_id: 12,
    name: 'AWP | Asiimov (Battle-Scarred)',
    image_url: skinImage('#ef6c00', '#eceff1'),
    item_float: '0.612345',
    wear: 'battle_scarred',
    price: 78.4,
    stickers: [],
    game: 'csgo',
    available: true,
  },
  waterElemental: {
    skin_id: 13,
    name: 'Glock-18 | Water Elemental (Minimal Wear)',
    image_url: skinImage('#0277bd', '#c62828'),
    item_float: '0.091234',
    wear: 'minimal_wear',
    price: 6.95,
    stickers: [],
    game: 'csgo',
    available: true,
  },
} satisfies Record<string, CartItem>;

/** The cart the server would answer for these items: count and total recomputed, as the server does. */
export function cartOf(items: readonly CartItem[], currency: Cart['currency'] = 'EUR'): Cart {
  const total = items.filter((item) => item.available).reduce((sum, item) => sum + item.price, 0);
  return {
    items: [...items],
    total_quantity: items.length,
    total_price: Math.round(total * 100) / 100,
    currency,
  };
}

/**
 * For tests: the server's cart routes as msw handlers, following server/routes/cart.ts. `hold()` keeps the next
 * add or remove waiting until the returned function is called, to look at the app while it is in flight;
 * `refuseNext` answers the next add or remove with that 409 detail.
 */
export function fakeCartServer(catalogue: readonly CartItem[]) {
  const state = {
    skinIds: [] as number[],
    refuseNext: null as string | null,
    changes: 0,
  };
  let held: Promise<void> | null = null;
  const hold = () => {
    let release!: () => void;
    held = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      held = null;
      release();
    };
  };
  const answerChange = async (apply: () => string | null, success: string) => {
    state.changes += 1;
    await held;
    if (state.refuseNext) {
      const detail = state.refuseNext;
      state.refuseNext = null;
      return HttpResponse.json({ detail }, { status: 409 });
    }
    const refusal = apply();
    return refusal ? HttpResponse.json({ detail: refusal }, { status: 409 }) : HttpResponse.json({ message: success });
  };
  const handlers = [
    http.get(mswUrl(cartEndpoints.cart), () =>
      HttpResponse.json(cartOf(catalogue.filter((item) => state.skinIds.includes(item.skin_id)))),
    ),
    http.post(mswUrl(cartEndpoints.add), async ({ request }) => {
      const { skin_id: skinId } = (await request.json()) as { skin_id: number };
      return answerChange(() => {
        if (state.skinIds.includes(skinId)) return cartMessages.alreadyInCart;
        state.skinIds.push(skinId);
        return null;
      }, cartMessages.added);
    }),
    http.delete(mswUrl(cartEndpoints.remove), ({ params }) =>
      answerChange(() => {
        const skinId = Number(params.id);
        if (!state.skinIds.includes(skinId)) return cartMessages.notInCart;
        state.skinIds = state.skinIds.filter((id) => id !== skinId);
        return null;
      }, cartMessages.removed),
    ),
  ];
  return { state, handlers, hold };
}
