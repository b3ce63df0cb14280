import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { cspReportEndpoint } from '#contract/security.ts';
import { defaultAuthConfig, shopRateLimitDefaults } from '../config.ts';
import { captureLog } from '../test/logCapture.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { crossSiteRefusedDetail, cspReportPath, strictTransportSecurity } from './security.ts';

/** Issue #15: CSRF without Fetch Metadata, HSTS over https, and a CSP that reports its violations. */
const publicOrigin = 'https://shop.example';
const spaOrigin = 'https://app.example';
const log = captureLog();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    trustProxy: true,
    logLevel: 'info',
    logStream: log.stream,
    auth: defaultAuthConfig({ publicOrigin, spaOrigins: { local: publicOrigin, app: spaOrigin } }),
    rateLimits: { ...shopRateLimitDefaults, cspReport: { max: 3, timeWindowMs: 60_000 } },
  });
});
afterAll(() => testApp.close());

const logout = (headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(authEndpoints.logout)}`,
    headers: { 'content-type': 'text/plain', ...headers },
    payload: '',
  });

describe('cross-site writes', () => {
  it.each([
    ['a foreign Origin (no Fetch Metadata)', { origin: 'https://evil.example' }],
    [
      'a foreign Origin that Fetch Metadata calls same-site',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' },
    ],
    ['an opaque Origin', { origin: 'null' }],
    ['a foreign Referer and nothing else', { referer: 'https://evil.example/page' }],
    ['Fetch Metadata saying cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('are refused with %s, and logged', async (_, headers) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: crossSiteRefusedDetail });
    expect(log.events('security.cross_site_refused').at(-1)).toMatchObject({ method: 'POST' });
  });

  it.each([
    ['our public origin', { origin: publicOrigin }],
    ['a configured SPA origin', { origin: spaOrigin }],
    ['our own Referer', { referer: `${publicOrigin}/profile` }],
    ['no browser headers at all (a gateway, a script)', {}],
  ])('pass from %s', async (_, headers) => {
    expect((await logout(headers)).statusCode).not.toBe(403);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over https, as the trusted proxy reports it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(strictTransportSecurity);
    expect(strictTransportSecurity).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a proxy that is not trusted', async () => {
    const untrusting = await createTestApp({ trustProxy: false });
    const response = await untrusting.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    await untrusting.close();
  });
});

describe('Content-Security-Policy reports', () => {
  it('are asked for by the policy, both ways', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain(`report-uri ${cspReportPath}`);
    expect(response.headers['content-security-policy']).toContain('report-to csp');
    expect(response.headers['reporting-endpoints']).toBe(`csp="${cspReportPath}"`);
    expect(cspReportPath).toBe(`/api/${endpointPath(cspReportEndpoint)}`);
  });

  const report = (contentType: string, body: unknown, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: cspReportPath,
      headers: { 'content-type': contentType, origin: publicOrigin },
      payload: JSON.stringify(body),
      remoteAddress,
    });

  it('records a report-uri violation, without the URLs’ queries', async () => {
    const response = await report(
      'application/csp-report',
      {
        'csp-report': {
          'document-uri': `${publicOrigin}/profile?token=secret-value`,
          'violated-directive': 'script-src',
          'blocked-uri': 'https://evil.example/x.js?session=abc',
        },
      },
      '203.0.113.1',
    );
    expect(response.statusCode).toBe(204);
    expect(log.events('security.csp_violation').at(-1)).toMatchObject({
      document: `${publicOrigin}/profile`,
      directive: 'script-src',
      blocked: 'https://evil.example/x.js',
    });
    expect(log.text()).not.toContain('secret-value');
  });

  it('records Reporting API violations', async () => {
    const response = await report(
      'application/reports+json',
      [
        {
          type: 'csp-violation',
          url: `${publicOrigin}/store/cs2`,
          body: {
            documentURL: `${publicOrigin}/store/cs2`,
            effectiveDirective: 'style-src-elem',
            blockedURL: 'inline',
          },
        },
      ],
      '203.0.113.2',
    );
    expect(response.statusCode).toBe(204);
    expect(log.events('security.csp_violation').at(-1)).toMatchObject({
      directive: 'style-src-elem',
      blocked: 'inline',
    });
  });

  it('are limited per address', async () => {
    const body = { 'csp-report': { 'violated-directive': 'img-src' } };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await report('application/csp-report', body, '203.0.113.3')).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(log.events('security.rate_limited').at(-1)).toMatchObject({
      bucket: expect.stringContaining('203.0.113.3'),
    });
  });
});
