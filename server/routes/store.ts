import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundDetail } from '#contract/errors.ts';
import { itemImagesPath, pictureWidthParam, pictureWidths, stickerImagesPath } from '#contract/pictures.ts';
import { storeEndpoints, stripEmptyParams } from '#contract/store.ts';
import { type Drawing, itemDrawing, stickerDrawing } from '../catalogue/images.ts';
import { startPictureRenderer } from '../catalogue/pictureRenderer.ts';
import { createPictureSource } from '../catalogue/pictures.ts';
import { lastTrades, productDetail, searchItems, storeFilters } from '../catalogue/search.ts';
import { cachedListHeaders } from '../http/caching.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { perAddressLimit } from '../http/rateLimits.ts';

/** `?price_from=&hero=` means no filter (spec §7): blank parameters are dropped before validation. */
async function dropBlankParams(request: FastifyRequest) {
  request.query = stripEmptyParams(request.query as Record<string, unknown>);
}

/** Pictures are drawn from their key and width alone and never change: cache them for a year. */
const pictureHeaders = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;
const pictureParamsSchema = z.object({ file: z.string().max(200) });
const pictureQuerySchema = z.object({
  [pictureWidthParam]: z.coerce.number().pipe(z.literal(pictureWidths)).optional(),
});

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

  // Files, not JSON endpoints: a WebP answer, hidden from the API's documentation.
  const renderer = startPictureRenderer();
  app.addHook('onClose', async () => renderer.close());
  const pictures = createPictureSource({ render: renderer.render, directory: app.config.picturesDir });
  const pictureRoute = (path: string, drawing: Drawing) =>
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        path,
        { schema: { hide: true, params: pictureParamsSchema, querystring: pictureQuerySchema } },
        async (request, reply) => {
          const key = /^(.+)\.webp$/.exec(request.params.file)?.[1];
          const picture =
            key === undefined ? undefined : await pictures(drawing, key, request.query[pictureWidthParam]);
          if (picture === undefined) return reply.code(404).send({ detail: notFoundDetail });
          return reply.headers(pictureHeaders).send(picture);
        },
      );
  pictureRoute(`/${itemImagesPath}:file`, itemDrawing);
  pictureRoute(`/${stickerImagesPath}:file`, stickerDrawing);
}
