import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from './errors.ts';
import { spaContentSecurityPolicy } from './security.ts';
import { loadPageRenderer, serverBuildFolder } from './ssr.ts';

/** Vite's hashed file names change with their content, so browsers may keep them for good. */
const hashedAssetCache = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated, so a deploy is seen at once. */
const pageCache = 'no-cache';

/**
 * Some libraries write CSS into <style> elements at run time, which a strict `style-src` blocks unless the
 * element carries the page's nonce. Each page gets a fresh nonce in the policy and in
 * `<meta property="csp-nonce" nonce>`, the convention react-aria (its press styles) and Vite follow.
 * react-hot-toast's goober reads `window.__nonce__` instead: a small script sets it from the meta, as a
 * file (so `script-src 'self'` holds) deferred before the app's module script (so it runs first without
 * delaying the first paint).
 */
export const nonceScriptPath = '/csp-nonce.js';
const nonceScript = 'window.__nonce__ = document.querySelector(\'meta[property="csp-nonce"]\').nonce;\n';

/**
 * The policy of one page: the SPA's, with that page's nonce as the only allowed inline style element. Style
 * attributes are allowed: a page drawn on the server carries them in its markup (react-aria's visually hidden
 * text, a rarity's colour), where the browser would otherwise drop them, and hydration does not put them back.
 * An attribute styles its own element only; what it could load is still bound by `img-src` and `font-src`.
 */
export function pagePolicy(nonce: string): string {
  return spaContentSecurityPolicy.replace(
    "style-src 'self'",
    `style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-inline'`,
  );
}

export function withPageNonce(html: string, nonce: string): string {
  return html.replace(
    /<head>/i,
    `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />\n    <script defer src="${nonceScriptPath}"></script>`,
  );
}

/** Serves the built SPA; returns the history fallback that answers client-side routes with index.html. */
export async function serveSpa(
  app: FastifyInstance,
  spaDir: string,
  options: { pageStatus?: (url: string) => Promise<200 | 404> } = {},
): Promise<SpaFallback> {
  const assetsDir = join(spaDir, 'assets');
  const renderPage = loadPageRenderer(app, spaDir);

  // Read on each request (it is tiny): a rebuild while the server runs is picked up with its new assets.
  // A public page comes with its first view drawn (DESIGN.md §7); the others, and a 404, with the plain shell.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200) => {
    const nonce = randomBytes(16).toString('base64');
    const template = await readFile(join(spaDir, 'index.html'), 'utf8');
    const html = (status === 200 && (await renderPage(request, template))) || template;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .headers({ 'cache-control': pageCache, 'content-security-policy': pagePolicy(nonce) })
      .send(withPageNonce(html, nonce));
  };

  await app.register(fastifyStatic, {
    root: spaDir,
    prefix: '/',
    wildcard: true,
    // The server's rendering build is read by the server, not served.
    allowedPath: (pathName) => !pathName.startsWith(`/${serverBuildFolder}/`),
    index: false,
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each script and style (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? hashedAssetCache : pageCache);
    },
  });
  for (const path of ['/', '/index.html'])
    app.get(path, { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  app.get(nonceScriptPath, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(nonceScript),
  );
  // A page the SPA renders as not found (a wrong hidden sign-in segment) is answered 404 from the start.
  return async (request, reply) => sendPage(request, reply, (await options.pageStatus?.(request.url)) ?? 200);
}
