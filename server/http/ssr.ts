import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The folder of the SPA's build where `vite build --ssr` writes the rendering entry (server/spaBuild.ts). */
export const serverBuildFolder = 'server';

/** The request a first view is drawn for, as the rendering entry reads it. */
interface PageRequest {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

/** What the built `src/entry-server.tsx` exports: the server loads the built file, never the source. */
interface ServerEntry {
  createPageRenderer(options: {
    fetchApi: (request: Request) => Promise<Response>;
    /** Vite's manifest of the SPA's build (`.vite/manifest.json`), as it is. */
    manifest: unknown;
  }): (page: PageRequest, template: string) => Promise<string | undefined>;
  /** The visitors a page's first view is the same for (its language, a session or not), as a string. */
  firstViewVariant(page: PageRequest): string;
}

export interface DrawnPage {
  /** The page's `template` (index.html) with its first view drawn; undefined: the plain shell is the answer. */
  html: string | undefined;
  /**
   * False when the drawing read an answer that was not a success (an error, a rate limit, an unknown id) or did
   * not finish: what it drew is for the request that asked, never for another visitor.
   */
  shareable: boolean;
}

export interface PageRenderer {
  /**
   * What the page a request asks for is drawn from besides the shop's data: its address exactly as asked (the
   * router keys its matches by the search as written, so another spelling is another page) and the visitor's
   * variant. Undefined while no rendering build can be loaded.
   */
  keyOf(request: FastifyRequest): Promise<string | undefined>;
  /** Draws the page into `template`; never rejects (a failure is logged and leaves the plain shell). */
  draw(request: FastifyRequest, template: string): Promise<DrawnPage>;
}

/** One drawing: the shopper whose address its API calls count against, and whether one of them failed. */
interface Drawing {
  shopperAddress: string;
  readFailure: boolean;
}

const noBodyStatuses = new Set([204, 205, 304]);

/**
 * The API calls of a rendering are answered by this server's own routes, in process (`inject`), as the shopper's
 * own calls: their rate limits count against the shopper's address, as the browser's calls would have. An answer
 * that is not a success marks the drawing as the shopper's own (`DrawnPage.shareable`).
 */
function injectedApi(app: FastifyInstance, drawings: AsyncLocalStorage<Drawing>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const drawing = drawings.getStore();
    const answer = await app
      .inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
        remoteAddress: drawing?.shopperAddress,
      })
      .catch((error: unknown) => {
        if (drawing) drawing.readFailure = true;
        throw error;
      });
    if (drawing && answer.statusCode >= 400) drawing.readFailure = true;
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
  const drawings = new AsyncLocalStorage<Drawing>();
  let loaded:
    | Promise<{
        builtAt: number;
        render: ReturnType<ServerEntry['createPageRenderer']>;
        variant: ServerEntry['firstViewVariant'];
      }>
    | undefined;

  const load = async (builtAt: number) => {
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const manifest: unknown = JSON.parse(await readFile(join(spaDir, '.vite', 'manifest.json'), 'utf8'));
    return {
      builtAt,
      render: entry.createPageRenderer({ fetchApi: injectedApi(app, drawings), manifest }),
      variant: entry.firstViewVariant,
    };
  };
  const builtAtNow = async () => (await stat(entryFile).catch(() => undefined))?.mtimeMs;
  const entryBuilt = (builtAt: number) => {
    loaded ??= load(builtAt).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const currentRenderer = async () => {
    const builtAt = await builtAtNow();
    if (builtAt === undefined) return undefined;
    const entry = await entryBuilt(builtAt);
    return entry.builtAt === builtAt ? entry.render : undefined;
  };
  const pageOf = (request: FastifyRequest): PageRequest => ({
    url: request.url,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });

  return {
    async keyOf(request) {
      try {
        // Once loaded, the entry answers without touching the disk: a kept page is served with no file read.
        const builtAt = loaded ? undefined : await builtAtNow();
        const entry = await (loaded ?? (builtAt === undefined ? undefined : entryBuilt(builtAt)));
        return entry && `${entry.variant(pageOf(request))} ${request.url}`;
      } catch (error) {
        request.log.error(
          { err: error },
          'the rendering entry could not be loaded: pages are served as the plain shell',
        );
        return undefined;
      }
    },
    async draw(request, template) {
      const drawing: Drawing = { shopperAddress: request.ip, readFailure: false };
      try {
        const render = await currentRenderer();
        const html = await drawings.run(drawing, () => render?.(pageOf(request), template));
        return { html, shareable: !drawing.readFailure };
      } catch (error) {
        request.log.error({ err: error }, 'the page could not be drawn on the server: it is served as the plain shell');
        return { html: undefined, shareable: false };
      }
    },
  };
}
