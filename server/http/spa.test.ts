import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const scriptBody = `console.log(${JSON.stringify('a hashed asset '.repeat(500))});`;
const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built SPA', () => {
  let testApp: TestApp;
  let spaDir: string;

  beforeAll(async () => {
    spaDir = await mkdtemp(join(tmpdir(), 'spa-test-'));
    await mkdir(join(spaDir, 'assets'));
    await writeFile(join(spaDir, 'index.html'), indexHtml);
    await writeFile(join(spaDir, 'assets', 'index-abc123.js'), scriptBody);
    // As the build writes them (vite.config.ts precompressAssets): brotli beside the script.
    await writeFile(join(spaDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(scriptBody));
    await writeFile(join(spaDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp({ spaDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(spaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it.each(['/', '/store/csgo', '/profile/orders?page=2', '/product/42'])(
    'answers the page navigation %s with index.html, never cached',
    async (url) => {
      const response = await get(url, navigation);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    },
  );

  it('gives each page its own style nonce, announced before the app script runs', async () => {
    const pages = await Promise.all([get('/', navigation), get('/store/csgo', navigation)]);
    const nonces = pages.map((page) => {
      const fromPolicy = String(page.headers['content-security-policy']).match(/style-src 'self' 'nonce-([^']+)'/)?.[1];
      const fromPage = page.body.match(/<meta property="csp-nonce" nonce="([^"]+)" \/>/)?.[1];
      expect(fromPolicy).toBeDefined();
      expect(fromPage).toBe(fromPolicy);
      expect(page.body.indexOf('csp-nonce.js')).toBeLessThan(page.body.indexOf('type="module"'));
      return fromPolicy;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const script = await get('/csp-nonce.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('window.__nonce__ = document.querySelector(\'meta[property="csp-nonce"]\').nonce');
  });

  it('lets browsers keep hashed assets for good', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(scriptBody);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses what it serves', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(scriptBody);
    expect(response.rawPayload.length).toBeLessThan(scriptBody.length / 4);
  });

  it('sends the brotli file the build wrote to a browser that takes brotli, cached for good', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(scriptBody);
  });

  it('answers a missing asset with a 404, not with the page', async () => {
    const response = await get('/assets/missing-0000.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers unknown API paths with a JSON 404, even from a browser navigation', async () => {
    for (const url of ['/api/nope', '/api/users/nope/', '/api']) {
      const response = await get(url, navigation);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('does not answer other methods with the page', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/store/csgo', headers: navigation });
    expect(response.statusCode).toBe(404);
  });

  it('still serves the API', async () => {
    const response = await get('/api/health');
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
