import type { FastifyInstance } from 'fastify';
import { cartEndpoints, cartMessages } from '#contract/cart.ts';
import { signedInUser } from '../auth/guards.ts';
import { addToCart, type CartRefusal, cartOf, clearCart, removeFromCart } from '../cart/cart.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { perUserLimit } from '../http/rateLimits.ts';

const refusalStatus: Record<CartRefusal, number> = {
  unknownSkin: 404,
  notInCart: 404,
  reserved: 409,
  unavailable: 409,
  cartFull: 409,
  alreadyInCart: 409,
};

/** A refused change: the error handler answers `{detail}` with its status. */
const refusal = (reason: CartRefusal) =>
  Object.assign(new Error(cartMessages[reason]), { statusCode: refusalStatus[reason] });

/** The signed-in user's cart (spec §7): every route works on the caller's own cart only. */
export default async function cartRoutes(app: FastifyInstance) {
  registerEndpoint(app, cartEndpoints.cart, {
    handler: async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return cartOf(app.db, signedInUser(request).id);
    },
  });

  registerEndpoint(app, cartEndpoints.add, {
    config: perUserLimit(app.config.rateLimits.cartAdd),
    handler: async (request) => {
      const refused = await addToCart(app.db, signedInUser(request).id, request.body.skin_id);
      if (refused) throw refusal(refused);
      return { message: cartMessages.added };
    },
  });

  registerEndpoint(app, cartEndpoints.remove, {
    handler: async (request) => {
      const refused = await removeFromCart(app.db, signedInUser(request).id, request.params.id);
      if (refused) throw refusal(refused);
      return { message: cartMessages.removed };
    },
  });

  registerEndpoint(app, cartEndpoints.clear, {
    handler: async (request) => {
      await clearCart(app.db, signedInUser(request).id);
      return { message: cartMessages.cleared };
    },
  });
}
