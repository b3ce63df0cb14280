import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DetailBody } from '#contract/errors.ts';
import { pageStatus } from './auth/adminLoginPage.ts';
import { type AppConfig, apiPrefix } from './config.ts';
import type { Db } from './db/db.ts';
import { documentFrameworkRefusals, installErrorHandler, installNotFoundHandler } from './http/errors.ts';
import { refuseControlCharacters } from './http/inputText.ts';
import { loggableRequest } from './http/logRedaction.ts';
import { openApiTransform } from './http/openapi.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { logExceededLimit } from './http/rateLimits.ts';
import { installSecurity, securityHeaders } from './http/security.ts';
import { serveSpa } from './http/spa.ts';
import { installJobQueue } from './jobs/plugin.ts';
import mailPlugin from './mail/plugin.ts';
import orderJobsPlugin from './orders/plugin.ts';
import adminAuditRoutes from './routes/admin/audit.ts';
import adminListingRoutes from './routes/admin/listings.ts';
import adminOrderRoutes from './routes/admin/orders.ts';
import settingsRoutes from './routes/admin/settings.ts';
import adminSupportRoutes from './routes/admin/support.ts';
import adminUserRoutes from './routes/admin/users.ts';
import adminLoginPageRoutes from './routes/adminLoginPage.ts';
import authRoutes from './routes/auth.ts';
import cartRoutes from './routes/cart.ts';
import cspReportRoutes from './routes/cspReport.ts';
import feedbackRoutes from './routes/feedback.ts';
import healthRoutes from './routes/health.ts';
import inventoryRoutes from './routes/inventory.ts';
import listRoutes from './routes/lists.ts';
import orderRoutes from './routes/orders.ts';
import profileRoutes from './routes/profile.ts';
import purchaseRoutes from './routes/purchase.ts';
import reviewRoutes from './routes/reviews.ts';
import storeRoutes from './routes/store.ts';
import supportRoutes from './routes/support.ts';
import webhookRoutes from './routes/webhooks.ts';
import sandboxMailRoutes, { sandboxMailPrefix } from './sandbox/mail/routes.ts';
import { sandboxPaymentsPrefix } from './sandbox/payments/gateway.ts';
import sandboxPaymentRoutes from './sandbox/payments/routes.ts';
import sandboxSteamRoutes, { sandboxSteamPrefix } from './sandbox/steam/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** No request of ours comes near this; anything larger is refused with 413 before it is read. */
const bodyLimitBytes = 64 * 1024;

export const apiRouteModules = [
  healthRoutes,
  listRoutes,
  feedbackRoutes,
  reviewRoutes,
  supportRoutes,
  storeRoutes,
  authRoutes,
  adminLoginPageRoutes,
  profileRoutes,
  cartRoutes,
  inventoryRoutes,
  purchaseRoutes,
  orderRoutes,
  webhookRoutes,
  settingsRoutes,
  adminUserRoutes,
  adminSupportRoutes,
  adminAuditRoutes,
  adminOrderRoutes,
  adminListingRoutes,
  cspReportRoutes,
];

/** The whole HTTP server: API under /api, its OpenAPI docs, and (when configured) the built SPA. */
export async function buildApp({ db, config }: { db: Db; config: AppConfig }): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens, cookies and the OpenID assertion never reach the log.
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: loggableRequest },
            ...(config.logStream && { stream: config.logStream }),
          },
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A URL the router cannot even decode (`/api/%zz`) is refused before any route sees it.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const detail = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL.' : 'Bad request.';
      reply
        .code(400)
        .headers(securityHeaders)
        .send({ detail } satisfies DetailBody);
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  installJobQueue(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandler(app);
  documentFrameworkRefusals(app);
  refuseControlCharacters(app);
  await installSecurity(app, {
    corsOrigins: config.corsOrigins,
    appOrigins: [config.auth.publicOrigin, ...Object.values(config.auth.spaOrigins)],
  });
  // API answers are small (a store page is ~16 kB): compressing one in the request's own turn takes ~0.1 ms,
  // while the library's stream path, which it takes above 8 kB on two cores, hands it to the threadpool and
  // back (a store search, br, 2 cores: p90 10.9 -> 8.0 ms on the server).
  await app.register(compress, { threshold: 1024, syncThreshold: 64 * 1024 });
  await app.register(rateLimit, {
    global: false,
    onExceeded: logExceededLimit,
    ...(config.sharedRateLimits ? { store: databaseRateLimitStore(db) } : {}),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Skins marketplace API',
        description: 'The HTTP API the marketplace SPA speaks (spec §7). Every shape comes from contract/.',
        version: '1.0.0',
      },
      servers: [],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openApiTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: `${apiPrefix}/docs`,
    // The reference UI's own policy (hashes of its inline scripts), adjusted: never framed, its inline
    // style attributes allowed (it sets some), no upgrade to https (would break a plain-http local server).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;/, ''),
  });
  app.get(`${apiPrefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      for (const routes of apiRouteModules) await api.register(routes);
    },
    { prefix: apiPrefix },
  );

  // SANDBOX providers (demo and tests): off in production, so nothing there can sign anyone in.
  if (config.auth.sandboxes) await app.register(sandboxSteamRoutes, { prefix: sandboxSteamPrefix });
  if (config.auth.sandboxes) await app.register(sandboxPaymentRoutes, { prefix: sandboxPaymentsPrefix });
  if (config.auth.sandboxes) await app.register(sandboxMailRoutes, { prefix: sandboxMailPrefix });
  await app.register(mailPlugin);
  await app.register(orderJobsPlugin);

  installNotFoundHandler(
    app,
    config.spaDir
      ? await serveSpa(app, config.spaDir, { pageStatus: (url) => pageStatus(app, url), pageCache: config.pageCache })
      : undefined,
  );
  return app;
}
