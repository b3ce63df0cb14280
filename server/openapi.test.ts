import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '#contract/admin/audit.ts';
import { dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { adminInspectionEndpoints } from '#contract/admin/inspections.ts';
import { inventoryEndpoints } from '#contract/admin/inventory.ts';
import { adminListingEndpoints } from '#contract/admin/listings.ts';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { settingsEndpoints } from '#contract/admin/settings.ts';
import { adminSupportEndpoints } from '#contract/admin/support.ts';
import { adminUserEndpoints } from '#contract/admin/users.ts';
import { adminLoginPageEndpoint, authEndpoints } from '#contract/auth.ts';
import { cartEndpoints, purchaseEndpoints } from '#contract/cart.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { listEndpoints, supportEndpoints } from '#contract/lists.ts';
import { operationEndpoints } from '#contract/operations.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { preferencesEndpoints } from '#contract/preferences.ts';
import { profileEndpoints } from '#contract/profile.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { cspReportEndpoint } from '#contract/security.ts';
import { storeEndpoints } from '#contract/store.ts';
import { createTestApp, type TestApp } from './test/testApp.ts';

/**
 * Every API operation registered under /api, from Fastify's own route table, as `METHOD /path` (params as
 * {name}). Files (images, the docs page's assets) are not operations.
 */
function apiRoutes(app: TestApp['app']): string[] {
  const routes: string[] = [];
  // The tree nests a path under another it extends (payments/cart/ > add/): rebuilt from the indentation.
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, method: undefined }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    prefixes.length = depth;
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    const isFile = path.startsWith('/api/docs') || path.startsWith('/api/static/images/') || path.includes('*');
    if (!methods || !path.startsWith('/api/') || isFile || path === '/api/openapi.json') continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is served at /api/openapi.json and lists every API route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = apiRoutes(testApp.app);
    expect(registered).toContain('GET /api/feedback/');
    expect(registered).toContain('POST /api/users/contact_form/');
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('serves every endpoint the contract describes, at its method and path, and no other', async () => {
    const described: Endpoint[] = [
      authEndpoints,
      cartEndpoints,
      purchaseEndpoints,
      listEndpoints,
      supportEndpoints,
      operationEndpoints,
      orderEndpoints,
      profileEndpoints,
      preferencesEndpoints,
      reviewEndpoints,
      storeEndpoints,
      auditEndpoints,
      dashboardEndpoints,
      adminOrderEndpoints,
      adminInspectionEndpoints,
      adminListingEndpoints,
      adminUserEndpoints,
      inventoryEndpoints,
      adminSupportEndpoints,
      settingsEndpoints,
      { adminLoginPageEndpoint, cspReportEndpoint },
    ].flatMap((endpoints) => Object.values(endpoints));
    const registered = apiRoutes(testApp.app);
    expect(described.map((endpoint) => `${endpoint.method} /api/${endpoint.path}`).sort()).toEqual(registered.sort());
  });

  it('describes request bodies and answers from the contract schemas', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const contactForm = document.paths['/api/users/contact_form/'].post;
    const bodyRef: string = contactForm.requestBody.content['application/json'].schema.$ref;
    const bodySchema = document.components.schemas[bodyRef.replace('#/components/schemas/', '')];
    expect(Object.keys(bodySchema.properties)).toEqual(['email', 'full_name', 'message']);
    expect(bodySchema.additionalProperties).toBe(false);
    expect(Object.keys(contactForm.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
  });

  it('documents query parameters one by one, even for a named query schema', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters: { in: string; name: string }[] = document.paths['/api/store/skins/search/'].get.parameters;
    expect(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['game', 'price_from', 'sort', 'page', 'currency']),
    );
  });

  it('has a reference page at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
