import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import negotiateEncoding from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, type SpaFallback, wantsPage } from './errors.ts';
import { gzippedPage, type KeptPage, keepPage, plainPage } from './keptPage.ts';
import { type CacheOutcome, createPageCache, type PageCacheOptions } from './pageCache.ts';
import { spaContentSecurityPolicy } from './security.ts';
import { loadPageRenderer, serverBuildFolder } from './ssr.ts';

/** The route @fastify/static answers every file of the build on (`wildcard: true`). */
const staticFilesRoute = '/*';
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

/** What goes right after a page's `<head>`: the nonce, and the script that hands it to the libraries. */
const nonceTags = (nonce: string) =>
  `\n    <meta property="csp-nonce" nonce="${nonce}" />\n    <script defer src="${nonceScriptPath}"></script>`;

/** Where the nonce tags go: right after `<head>`; -1 for a page without one. */
const nonceIndex = (html: string) => {
  const head = /<head>/i.exec(html);
  return head ? head.index + head[0].length : -1;
};

export function withPageNonce(html: string, nonce: string): string {
  const at = nonceIndex(html);
  return at < 0 ? html : `${html.slice(0, at)}${nonceTags(nonce)}${html.slice(at)}`;
}

/**
 * A page's answer depends on the language (Accept-Language, or the remembered choice's cookie) and on the session
 * cookie: a cache between the shop and the browser must keep them apart. Lower case, as @fastify/compress looks
 * for its own `accept-encoding` there before adding it.
 */
const pageVary = 'accept-language, cookie';

export interface ServeSpaOptions {
  pageStatus?: (url: string) => Promise<200 | 404>;
  /** Drawn pages kept for their next visitors (`AppConfig.pageCache`); none kept when absent or of 0 bytes. */
  pageCache?: PageCacheOptions;
}

/** Serves the built SPA; returns the history fallback that answers client-side routes with index.html. */
export async function serveSpa(
  app: FastifyInstance,
  spaDir: string,
  { pageStatus, pageCache: keeping }: ServeSpaOptions = {},
): Promise<SpaFallback> {
  const assetsDir = join(spaDir, 'assets');
  const renderer = loadPageRenderer(app, spaDir);
  const drawnPages = keeping && keeping.maxBytes > 0 ? createPageCache<KeptPage>(keeping) : undefined;
  // Read when a page is drawn or the shell sent (it is tiny): a rebuild while the server runs is picked up.
  const readTemplate = () => readFile(join(spaDir, 'index.html'), 'utf8');

  /** A page as the browser draws it (the plain shell), or drawn for this request alone: compressed as it is sent. */
  const sendHtml = (reply: FastifyReply, status: 200 | 404, html: string) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .headers({ 'cache-control': pageCache, 'content-security-policy': pagePolicy(nonce), vary: pageVary })
      .send(withPageNonce(html, nonce));
  };

  /**
   * A kept page, compressed when it was kept, with this answer's own nonce: visitors of one kept page never share
   * a nonce, so none can learn another's. No ETag for the same reason (no two answers are the same bytes): a
   * browser revalidating (`no-cache`) gets the whole page, which costs the shop microseconds once it is kept.
   */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, page: KeptPage, outcome: CacheOutcome) => {
    const nonce = randomBytes(16).toString('base64');
    const gzip = negotiateEncoding(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip';
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .headers({
        'cache-control': pageCache,
        'content-security-policy': pagePolicy(nonce),
        vary: `accept-encoding, ${pageVary}`,
        'server-timing': `page-cache;desc="${outcome}"`,
      });
    if (!gzip) return reply.send(plainPage(page, nonceTags(nonce)));
    return reply.header('content-encoding', 'gzip').send(gzippedPage(page, nonceTags(nonce)));
  };

  // A public page comes with its first view drawn (DESIGN.md §7), kept a few seconds for the next visitors of
  // its variant; the others, and a 404, with the plain shell.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200) => {
    if (status !== 200) return sendHtml(reply, status, await readTemplate());
    const key = drawnPages && (await renderer.keyOf(request));
    if (!drawnPages || key === undefined) {
      const template = await readTemplate();
      return sendHtml(reply, status, (await renderer.draw(request, template)).html ?? template);
    }
    let template: string | undefined;
    const { page, outcome } = await drawnPages.serve(key, async () => {
      template = await readTemplate();
      const { html, shareable } = await renderer.draw(request, template);
      const at = html === undefined ? -1 : nonceIndex(html);
      return { page: html === undefined || at < 0 ? undefined : keepPage(html, at), shareable };
    });
    if (page) return sendKept(request, reply, page, outcome);
    return sendHtml(reply, status, template ?? (await readTemplate()));
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
  const fallback: SpaFallback = async (request, reply) =>
    sendPage(request, reply, (await pageStatus?.(request.url)) ?? 200);
  // A navigation to an address whose last segment has no extension (`/cs-store`, `/cs-product/12`) names a page,
  // never a file of the build: it is answered at once, not after the static files' handler has looked for it
  // (a stat per encoding and a folder listing to check the spelling), which costs more than a kept page.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== staticFilesRoute || isApiPath(request.url) || !wantsPage(request)) return;
    const lastSegment = request.url.split('?', 1)[0]?.split('/').at(-1) ?? '';
    if (!lastSegment.includes('.')) return fallback(request, reply);
  });
  return fallback;
}
