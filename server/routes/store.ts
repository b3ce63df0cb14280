import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundDetail } from '#contract/errors.ts';
import { itemImagesPath, stickerImagesPath, storeEndpoints, stripEmptyParams } from '#contract/store.ts';
import { itemImageSvg, stickerImageSvg } from '../catalogue/images.ts';
import { lastTrades, productDetail, searchItems, storeFilters } from '../catalogue/search.ts';
import { cachedListHeaders } from '../http/caching.ts';
import { registerEndpoint } from '../http/endpoint.ts';
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

/** The catalogue: search, filter facets, product detail, last trades, and the item and sticker images. */
export default async function storeRoutes(app: FastifyInstance) {
  registerEndpoint(app, storeEndpoints.search, {
    config: perAddressLimit(app.config.rateLimits.search),
    preValidation: dropBlankParams,
    handler: async (request) => searchItems(app.db, request.query),
  });

  registerEndpoint(app, storeEndpoints.filters, {
    preValidation: dropBlankParams,
    handler: async (request, reply) => reply.headers(cachedListHeaders).send(storeFilters(request.query.game)),
  });

  registerEndpoint(app, storeEndpoints.product, {
    config: perAddressLimit(app.config.rateLimits.productDetail),
    preValidation: dropBlankParams,
    handler: async (request, reply) => {
      const detail = await productDetail(app.db, request.params.id, request.query.currency);
      return detail ? detail : reply.code(404).send({ detail: notFoundDetail });
    },
  });

  registerEndpoint(app, storeEndpoints.lastTrades, {
    preValidation: dropBlankParams,
    handler: async (request) => ({ data: await lastTrades(app.db, request.query) }),
  });

  // Files, not JSON endpoints: an SVG answer, hidden from the API's documentation.
  const imageRoute = (path: string, draw: (key: string) => string | undefined) =>
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(path, { schema: { hide: true, params: imageParamsSchema } }, async (request, reply) => {
        const { file } = request.params;
        const svg = file.endsWith('.svg') ? draw(file.slice(0, -'.svg'.length)) : undefined;
        if (svg === undefined) return reply.code(404).send({ detail: notFoundDetail });
        return reply.headers(imageHeaders).send(svg);
      });
  imageRoute(`/${itemImagesPath}:file`, itemImageSvg);
  imageRoute(`/${stickerImagesPath}:file`, stickerImageSvg);
}
