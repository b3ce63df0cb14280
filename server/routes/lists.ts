import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Country,
  companyInfoSchema,
  countryListSchema,
  currencyListSchema,
  listPaths,
  paymentGatewayListSchema,
} from '../../contract/lists.ts';
import { apiPrefix } from '../config.ts';
import { cachedListHeaders } from '../http/caching.ts';
import { readSetting } from '../settings/settings.ts';
import { countries } from './countries.ts';

export const gatewayImagesPath = '/static/images/gateways/';
const gatewayImagesDir = resolve(import.meta.dirname, '../static/images/gateways');

/** The reference lists of spec §7: currencies, countries, payment gateways and the company's details. */
export default async function listRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `/${listPaths.currencies}`,
    {
      schema: {
        tags: ['lists'],
        summary: 'Currencies a shopper can pay in',
        response: { 200: currencyListSchema },
      },
    },
    async (_request, reply) => {
      const { rows } = await app.db.query<{ id: number; code: 'USD' | 'EUR' | 'AUD' }>(
        'SELECT id, code FROM currencies ORDER BY id',
      );
      return reply.headers(cachedListHeaders).send(rows);
    },
  );

  routes.get(
    `/${listPaths.countries}`,
    {
      schema: {
        tags: ['lists'],
        summary: 'Every ISO 3166-1 country, English names, sorted by name',
        response: { 200: countryListSchema },
      },
    },
    async (_request, reply) => reply.headers(cachedListHeaders).send(countries satisfies Country[]),
  );

  routes.get(
    `/${listPaths.paymentGateways}`,
    {
      schema: {
        tags: ['lists'],
        summary: 'Payment methods offered at checkout',
        response: { 200: paymentGatewayListSchema },
      },
    },
    async (_request, reply) => {
      const { rows } = await app.db.query<{ id: number; method_name: string; image_file: string }>(
        'SELECT id, method_name, image_file FROM payment_gateways WHERE enabled ORDER BY position, id',
      );
      const imagesBase = apiPrefix + gatewayImagesPath;
      return reply
        .headers(cachedListHeaders)
        .send(rows.map(({ id, method_name, image_file }) => ({ id, method_name, image: imagesBase + image_file })));
    },
  );

  routes.get(
    `/${listPaths.companyInfo}`,
    {
      schema: {
        tags: ['lists'],
        summary: "The company's legal name, registration and contact details (footer)",
        response: { 200: companyInfoSchema },
      },
    },
    async (_request, reply) => {
      const companyInfo = await readSetting(app.db, 'company_info');
      return reply.headers(cachedListHeaders).send(companyInfo);
    },
  );

  await app.register(fastifyStatic, {
    root: gatewayImagesDir,
    prefix: gatewayImagesPath,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
}
