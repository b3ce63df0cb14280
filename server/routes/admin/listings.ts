import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminListingEndpoints } from '#contract/admin/listings.ts';
import {
  fixListingsPrice,
  ListingActionRefused,
  listListings,
  putListingsOnSale,
  takeListingsOffSale,
} from '../../admin/listings.ts';
import { signedInUser } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';

const privateAnswer = { 'cache-control': 'private, no-store' };

async function refusedOr<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ListingActionRefused)) throw error;
    return reply.code(error.statusCode).send({ detail: error.message });
  }
}

/** The back-office for listings: the list, and taking off sale, putting back, fixing and clearing prices. */
export default async function adminListingRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminListingEndpoints.list, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return listListings(app.db, signedInUser(request).id, request.query);
    },
  });

  registerEndpoint(app, adminListingEndpoints.takeOffSale, {
    handler: async (request, reply) =>
      refusedOr(reply, () =>
        takeListingsOffSale(app.db, signedInUser(request).id, request.body.ids, request.body.reason),
      ),
  });

  registerEndpoint(app, adminListingEndpoints.putOnSale, {
    handler: async (request, reply) =>
      refusedOr(reply, () =>
        putListingsOnSale(app.db, signedInUser(request).id, request.body.ids, request.body.reason),
      ),
  });

  registerEndpoint(app, adminListingEndpoints.fixPrice, {
    handler: async (request, reply) =>
      refusedOr(reply, () => fixListingsPrice(app.db, signedInUser(request).id, request.body)),
  });
}
