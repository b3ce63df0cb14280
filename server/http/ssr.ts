import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The folder of the SPA's build where `vite build --ssr` writes the rendering entry (server/spaBuild.ts). */
export const serverBuildFolder = 'server';

/** What the built `src/entry-server.tsx` exports: the server loads the built file, never the source. */
interface ServerEntry {
  createPageRenderer(options: {
    fetchApi: (request: Request) => Promise<Response>;
    /** Vite's manifest of the SPA's build (`.vite/manifest.json`), as it is. */
    manifest: unknown;
  }): (
    page: { url: string; cookie?: string; acceptLanguage?: string },
    template: string,
  ) => Promise<string | undefined>;
}

/**
 * The page's `template` (index.html) with its first view drawn, or the plain shell with its language's catalog
 * preloaded; `undefined` without a rendering build (the template as built).
 */
export type PageRenderer = (request: FastifyRequest, template: string) => Promise<string | undefined>;

const noBodyStatuses = new Set([204, 205, 304]);

/**
 * The API calls of a rendering are answered by this server's own routes, in process (`inject`), as the shopper's
 * own calls: their rate limits count against the shopper's address, as the browser's calls would have.
 */
function injectedApi(app: FastifyInstance, shopperAddress: AsyncLocalStorage<string>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
      remoteAddress: shopperAddress.getStore(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const each of [value ?? []].flat()) headers.append(name, String(each));
    }
    return new Response(noBodyStatuses.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * Loads the built rendering entry beside the SPA on first use. A build without it, or a rendering that fails,
 * leaves the page to the browser: the shopper gets the plain shell, as before server rendering, and a failure
 * is logged. A rebuild while the server runs replaces index.html and its assets, which the entry already loaded
 * no longer matches (its chunks import it by its plain path, so it cannot be loaded twice): pages keep the
 * plain shell until the server restarts.
 */
export function loadPageRenderer(app: FastifyInstance, spaDir: string): PageRenderer {
  const entryFile = join(spaDir, serverBuildFolder, 'entry-server.js');
  const shopperAddress = new AsyncLocalStorage<string>();
  let loaded: Promise<{ builtAt: number; render: ReturnType<ServerEntry['createPageRenderer']> }> | undefined;

  const load = async (builtAt: number) => {
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const manifest: unknown = JSON.parse(await readFile(join(spaDir, '.vite', 'manifest.json'), 'utf8'));
    return { builtAt, render: entry.createPageRenderer({ fetchApi: injectedApi(app, shopperAddress), manifest }) };
  };
  const currentRenderer = async () => {
    const builtAt = (await stat(entryFile).catch(() => undefined))?.mtimeMs;
    if (builtAt === undefined) return undefined;
    loaded ??= load(builtAt).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    const { builtAt: loadedBuild, render } = await loaded;
    return loadedBuild === builtAt ? render : undefined;
  };

  return async (request, template) => {
    try {
      const render = await currentRenderer();
      const page = {
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      };
      return await shopperAddress.run(request.ip, () => render?.(page, template));
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be drawn on the server: it is served as the plain shell');
      return undefined;
    }
  };
}
