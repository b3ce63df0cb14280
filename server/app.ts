import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DetailBody } from '#contract/errors.ts';
import dashboardJobsPlugin from './admin/dashboardPlugin.ts';
import { pageStatus } from './auth/adminLoginPage.ts';
import { type AppConfig, apiPrefix } from './config.ts';
import { storageWatch } from './db/dataFolder.ts';
import type { Db } from './db/db.ts';
import { observedDb } from './db/observed.ts';
import { documentFrameworkRefusals, installErrorHandler, installNotFoundHandler } from './http/errors.ts';
import { refuseControlCharacters } from './http/inputText.ts';
import { boundJsonNesting } from './http/jsonBody.ts';
import { loggableRequest } from './http/logRedaction.ts';
import { openApiTransform } from './http/openapi.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { logExceededLimit } from './http/rateLimits.ts';
import { installSecurity, securityHeaders } from './http/security.ts';
import { serveSpa } from './http/spa.ts';
import { refuseWritesWhileStorageIsLow } from './http/storageGuard.ts';
import { installJobQueue } from './jobs/plugin.ts';
import mailPlugin from './mail/plugin.ts';
import { createShopMetrics } from './metrics/metrics.ts';
import { installMetrics } from './metrics/plugin.ts';
import { shopContext } from './orders/context.ts';
import { installOrderEvents } from './orders/orderEvents.ts';
import orderJobsPlugin from './orders/plugin.ts';
import priceJobsPlugin from './pricing/plugin.ts';
import adminAuditRoutes from './routes/admin/audit.ts';
import adminDashboardRoutes from './routes/admin/dashboard.ts';
import adminInspectionRoutes from './routes/admin/inspections.ts';
import adminInventoryRoutes from './routes/admin/inventory.ts';
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
import preferenceRoutes from './routes/preferences.ts';
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
import inspectionJobsPlugin from './stock/inspectionsPlugin.ts';
import stockJobsPlugin from './stock/plugin.ts';
import { dbTracing, requestTracingPlugin } from './tracing/tracing.ts';

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
  preferenceRoutes,
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
  adminInventoryRoutes,
  adminDashboardRoutes,
  adminInspectionRoutes,
  adminListingRoutes,
  cspReportRoutes,
];

/**
 * The whole HTTP server: API under /api, its OpenAPI docs, and (when configured) the built SPA; the metrics at
 * /metrics with METRICS_TOKEN, and a span per request and database call when tracing is on (the SDK started first).
 */
export async function buildApp({ db: database, config }: { db: Db; config: AppConfig }): Promise<FastifyInstance> {
  const { metricsToken, tracing } = config.observability;
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
  const metrics =
    metricsToken === undefined
      ? undefined
      : createShopMetrics({
          db: database,
          queues: () => app.jobs.summary(),
          bots: async () => (await shopContext(app)).bot?.statuses() ?? [],
        });
  app.decorate('db', observedDb(database, [...(metrics ? [metrics.dbObserver] : []), ...(tracing ? [dbTracing] : [])]));
  app.decorate('config', config);
  if (tracing) await app.register(requestTracingPlugin());
  if (metrics && metricsToken) installMetrics(app, metrics, metricsToken);
  installJobQueue(app);
  installOrderEvents(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandler(app);
  documentFrameworkRefusals(app);
  boundJsonNesting(app);
  refuseControlCharacters(app);
  if (config.storageDir) refuseWritesWhileStorageIsLow(app, storageWatch(config.storageDir));
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
    ...(config.sharedRateLimits ? { store: databaseRateLimitStore(app.db) } : {}),
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
  await app.register(stockJobsPlugin);
  await app.register(inspectionJobsPlugin);
  await app.register(priceJobsPlugin);
  await app.register(dashboardJobsPlugin);

  installNotFoundHandler(
    app,
    config.spaDir
      ? await serveSpa(app, config.spaDir, { pageStatus: (url) => pageStatus(app, url), pageCache: config.pageCache })
      : undefined,
  );
  return app;
}
