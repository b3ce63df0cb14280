import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { crossSiteRefusedDetail } from './security.ts';

const contactUrl = `/api/${endpointPath(supportEndpoints.contactForm)}`;
const validMessage = { email: 'anna@example.com', full_name: 'Anna', message: 'Where is my trade offer?' };

describe('security headers and cross-site protection', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each(['/api/health', '/api/payments/currency/', '/api/unknown', '/api/static/images/gateways/card.svg'])(
    '%s carries the security headers and the strict CSP',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    },
  );

  it('lets pictures come from Steam’s image hosts (synced listings, their stickers), and from no other site', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const imageSources = /img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ');
    expect(imageSources).toContain('https://community.akamai.steamstatic.com');
    expect(
      imageSources
        ?.filter((source) => source.startsWith('https:'))
        .every((source) => /steamstatic\.com$|akamaihd\.net$/.test(source)),
    ).toBe(true);
    expect(imageSources).not.toContain('https:');
    expect(imageSources).not.toContain('*');
  });

  it('lets the API reference page work under its own policy, still never framed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a state-changing request sent from another site', async () => {
    const countRequests = async () =>
      (await testApp.db.query<{ count: number }>('SELECT count(*) AS count FROM support_requests')).rows[0]?.count;
    const before = await countRequests();
    const response = await testApp.app.inject({
      method: 'POST',
      url: contactUrl,
      payload: validMessage,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: crossSiteRefusedDetail });
    expect(await countRequests()).toBe(before);
  });

  it.each(['same-origin', 'same-site', 'none'])('accepts a POST whose Sec-Fetch-Site is %s', async (site) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: contactUrl,
      payload: validMessage,
      headers: { 'sec-fetch-site': site },
      remoteAddress: `198.51.100.${site.length}`,
    });
    expect(response.statusCode).toBe(201);
  });

  it('still serves reads to other sites (they carry no state change)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/currency/',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps CORS closed when no origin is configured', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: contactUrl,
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/currency/',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with CORS_ORIGINS configured', () => {
  let testApp: TestApp;
  const partner = 'https://partner.example';
  beforeAll(async () => {
    testApp = await createTestApp({ corsOrigins: [partner] });
  });
  afterAll(() => testApp.close());

  it('allows the configured origin, and only it', async () => {
    const allowed = await testApp.app.inject({
      method: 'OPTIONS',
      url: contactUrl,
      headers: { origin: partner, 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(partner);
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/payments/currency/',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('accepts a cross-site POST from the configured origin and refuses others', async () => {
    const fromPartner = await testApp.app.inject({
      method: 'POST',
      url: contactUrl,
      payload: validMessage,
      headers: { 'sec-fetch-site': 'cross-site', origin: partner },
    });
    expect(fromPartner.statusCode).toBe(201);
    const fromElsewhere = await testApp.app.inject({
      method: 'POST',
      url: contactUrl,
      payload: validMessage,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
  });
});
