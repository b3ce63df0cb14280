import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailBodySchema, notFoundDetail, validationErrorBodySchema } from '../../contract/errors.ts';
import {
  filtersQuerySchema,
  lastTradesAnswerSchema,
  lastTradesQuerySchema,
  productDetailSchema,
  productParamsSchema,
  productQuerySchema,
  storeFiltersSchema,
  storePaths,
  storeSearchAnswerSchema,
  storeSearchQuerySchema,
  stripEmptyParams,
} from '../../contract/store.ts';
import { itemImageSvg, stickerImageSvg } from '../catalogue/images.ts';
import { lastTrades, productDetail, searchItems, storeFilters } from '../catalogue/search.ts';
import { cachedListHeaders } from '../http/caching.ts';
import { perAddressLimit } from '../http/rateLimits.ts';

/** `?price_from=&hero=` means no filter (spec §7): blank parameters are dropped before validation. */
async function dropBlankParams(request: FastifyRequest) {
  request.query = stripEmptyParams(request.query as Record<string, unknown>);
}

/** Images are drawn from their key alone and never change: cache them for a year. */
const imageHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;
const imageParamsSchema = z.object({ file: z.string().max(200) });

const badRequest = { 400: validationErrorBodySchema };

/** The catalogue: search, filter facets, product detail, last trades, and the item and sticker images. */
export default async function storeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `/${storePaths.search}`,
    {
      config: perAddressLimit(app.config.rateLimits.search),
      preValidation: dropBlankParams,
      schema: {
        tags: ['store'],
        summary: 'Search the listings of a game',
        description: 'Every filter is optional; blank ones are ignored. Prices are in the requested currency.',
        querystring: storeSearchQuerySchema,
        response: { 200: storeSearchAnswerSchema, ...badRequest },
      },
    },
    async (request) => searchItems(app.db, request.query),
  );

  routes.get(
    `/${storePaths.filters}`,
    {
      preValidation: dropBlankParams,
      schema: {
        tags: ['store'],
        summary: 'The values a filter panel offers for a game',
        querystring: filtersQuerySchema,
        response: { 200: storeFiltersSchema, ...badRequest },
      },
    },
    async (request, reply) => reply.headers(cachedListHeaders).send(storeFilters(request.query.game)),
  );

  routes.get(
    `/${storePaths.product.replace('{id}', ':id')}`,
    {
      config: perAddressLimit(app.config.rateLimits.productDetail),
      preValidation: dropBlankParams,
      schema: {
        tags: ['store'],
        summary: 'A product page: every attribute, price history and similar listings',
        params: productParamsSchema,
        querystring: productQuerySchema,
        response: { 200: productDetailSchema, ...badRequest, 404: detailBodySchema },
      },
    },
    async (request, reply) => {
      const detail = await productDetail(app.db, request.params.id, request.query.currency);
      return detail ? detail : reply.code(404).send({ detail: notFoundDetail });
    },
  );

  routes.get(
    `/${storePaths.lastTrades}`,
    {
      preValidation: dropBlankParams,
      schema: {
        tags: ['store'],
        summary: 'The newest sales of a game, 30 a page',
        querystring: lastTradesQuerySchema,
        response: { 200: lastTradesAnswerSchema, ...badRequest },
      },
    },
    async (request) => ({ data: await lastTrades(app.db, request.query) }),
  );

  const imageRoute = (path: string, draw: (key: string) => string | undefined) =>
    routes.get(path, { schema: { hide: true, params: imageParamsSchema } }, async (request, reply) => {
      const { file } = request.params;
      const svg = file.endsWith('.svg') ? draw(file.slice(0, -'.svg'.length)) : undefined;
      if (svg === undefined) return reply.code(404).send({ detail: notFoundDetail });
      return reply.headers(imageHeaders).send(svg);
    });
  imageRoute(`/${storePaths.itemImages}:file`, itemImageSvg);
  imageRoute(`/${storePaths.stickerImages}:file`, stickerImageSvg);
}
