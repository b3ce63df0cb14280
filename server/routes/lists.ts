import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { gatewayImagesPath, listEndpoints } from '#contract/lists.ts';
import { cachedListHeaders } from '../http/caching.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { countries } from '../lists/countries.ts';
import { companyInfo, currencies, enabledPaymentGateways } from '../lists/lists.ts';
import { shopContext } from '../orders/context.ts';

const gatewayImagesDir = resolve(import.meta.dirname, '../static/images/gateways');

/** The reference lists of spec §7: currencies, countries, payment gateways and the company's details. */
export default async function listRoutes(app: FastifyInstance) {
  registerEndpoint(app, listEndpoints.currencies, {
    handler: async (_request, reply) => reply.headers(cachedListHeaders).send(await currencies(app.db)),
  });

  registerEndpoint(app, listEndpoints.countries, {
    handler: async (_request, reply) => reply.headers(cachedListHeaders).send(countries),
  });

  registerEndpoint(app, listEndpoints.paymentGateways, {
    handler: async (_request, reply) => {
      // Only methods a purchase can go through (in production, those with a real gateway).
      const shop = await shopContext(app);
      const gateways = await enabledPaymentGateways(app.db, (id) => shop.gatewayFor(id) !== undefined);
      return reply.headers(cachedListHeaders).send(gateways);
    },
  });

  registerEndpoint(app, listEndpoints.companyInfo, {
    handler: async (_request, reply) => reply.headers(cachedListHeaders).send(await companyInfo(app.db)),
  });

  await app.register(fastifyStatic, {
    root: gatewayImagesDir,
    prefix: `/${gatewayImagesPath}`,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
}
