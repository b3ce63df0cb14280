import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '#contract/cart.ts';
import { cartOf, cartSkins } from '#machines/cart/cart.fixtures.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { addToCart, cartKeys, cartQuery, removeFromCart } from './cart.ts';
import { userDataKeys } from './profile.queries.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  activateSourceLocale();
});
afterAll(() => server.close());

describe('the cart calls (spec §7)', () => {
  it('reads GET payments/cart/ under the signed-in user’s key, which signing out forgets', async () => {
    const cart = cartOf([cartSkins.redline, cartSkins.asiimov]);
    server.use(http.get(`${apiRoot}payments/cart/`, () => HttpResponse.json(cart)));
    expect(await new QueryClient().fetchQuery(cartQuery('7'))).toEqual(cart);
    expect(cartQuery('7').queryKey).toEqual([...userDataKeys.all, 'cart', '7']);
    expect(cartQuery('8').queryKey).not.toEqual(cartQuery('7').queryKey);
    expect(cartQuery('7').queryKey.slice(0, cartKeys.all.length)).toEqual(cartKeys.all);
  });

  it('rejects a cart that does not match the contract', async () => {
    server.use(http.get(`${apiRoot}payments/cart/`, () => HttpResponse.json({ items: 'none' })));
    await expect(new QueryClient().fetchQuery(cartQuery('7'))).rejects.toHaveProperty('name', 'SchemaValidationError');
  });

  it('adds with POST payments/cart/add/ {skin_id} and removes with DELETE payments/cart/remove/{id}/', async () => {
    const received: string[] = [];
    server.use(
      http.post(`${apiRoot}payments/cart/add/`, async ({ request }) => {
        received.push(`add ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ message: cartMessages.added });
      }),
      http.delete(`${apiRoot}payments/cart/remove/:id/`, ({ params }) => {
        received.push(`remove ${params.id}`);
        return HttpResponse.json({ message: cartMessages.removed });
      }),
    );
    expect(await addToCart(11)).toEqual({ message: 'Skin added to cart' });
    expect(await removeFromCart(12)).toEqual({ message: 'Skin removed from cart' });
    expect(received).toEqual(['add {"skin_id":11}', 'remove 12']);
  });
});
