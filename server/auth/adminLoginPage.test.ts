import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginPageEndpoint } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { defaultAuthConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

/** Issue #15: the hidden back-office sign-in page answers at its configured segment only. */
const segment = 'Hidden_segment_42';
const navigation = { accept: 'text/html' };
let testApp: TestApp;
let spaDir: string;

beforeAll(async () => {
  spaDir = await mkdtemp(join(tmpdir(), 'admin-page-test-'));
  await writeFile(join(spaDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  testApp = await createTestApp({ spaDir, auth: defaultAuthConfig({ adminLoginSegment: segment }) });
});
afterAll(async () => {
  await testApp.close();
  await rm(spaDir, { recursive: true, force: true });
});

describe('the hidden back-office sign-in page', () => {
  it('is a page at the configured segment', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/admin/${segment}/login`, headers: navigation });
    expect(response.statusCode).toBe(200);
    const check = await testApp.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(adminLoginPageEndpoint, { segment })}`,
    });
    expect(check.json()).toEqual({ admin_login_page: true });
  });

  it.each(['abcdef', 'Hidden_segment_43', 'hidden_segment_42', `${segment}x`, 'Hidden%5Fsegment%5F42x'])(
    'is the not-found page at /admin/%s/login, for the page and for the SPA',
    async (other) => {
      const page = await testApp.app.inject({ method: 'GET', url: `/admin/${other}/login`, headers: navigation });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const check = await testApp.app.inject({ method: 'GET', url: `/api/users/auth/admin/login_page/${other}/` });
      expect(check.statusCode).toBe(404);
    },
  );

  it('leaves other pages alone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/admin/orders', headers: navigation });
    expect(response.statusCode).toBe(200);
  });
});
