import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createActor, fromPromise } from 'xstate';
import { registerApiHooks } from '#api/apiHooks.ts';
import { App } from '#app/App.tsx';
import { activateMessages, chooseLocale, i18n, type Locale } from '#app/i18n.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { createAppRouter } from '#app/router.tsx';
import { afterPaintListId, dehydrateRouter, type ServerState, serverStateElementId } from '#app/serverState.ts';
import { type SessionActor, sessionOf } from '#app/session/session.ts';
import { hasSessionFlagCookie } from '#app/session/sessionAddress.ts';
import { sharedChunkNames } from '#app/sharedChunks.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import type { FileRoutesById } from './routeTree.gen.ts';

/**
 * The server's rendering entry (DESIGN.md §7 "First paint"): the public pages are answered with their first
 * view drawn (header, hero, the store's first results, the product's image and price) and the query data it
 * was drawn from, so the browser paints before the bundle runs and hydrates without fetching again.
 * Built by `vite build --ssr` (server/spaBuild.ts); the server loads the built file, never this source.
 */

/**
 * Pages anyone may see, with the file that declares each (its split chunks and styles, in Vite's manifest, are
 * linked from the page so it paints styled). Signed-in and back-office pages keep the plain shell: their guards
 * need the browser's session.
 */
const serverRenderedRoutes: Partial<Record<keyof FileRoutesById, string>> = {
  '/_public/': 'src/routes/_public/index.tsx',
  '/_public/cs-store': 'src/routes/_public/cs-store.tsx',
  '/_public/dota-store': 'src/routes/_public/dota-store.tsx',
  '/_public/rust-store': 'src/routes/_public/rust-store.tsx',
  '/_public/cs-product/$id': 'src/routes/_public/cs-product.$id.tsx',
  '/_public/dota-product/$id': 'src/routes/_public/dota-product.$id.tsx',
  '/_public/rust-product/$id': 'src/routes/_public/rust-product.$id.tsx',
  '/_public/faq': 'src/routes/_public/faq.tsx',
  '/_public/how-it-works': 'src/routes/_public/how-it-works.tsx',
  '/_public/reviews': 'src/routes/_public/reviews.tsx',
  '/_public/terms': 'src/routes/_public/terms.tsx',
  '/_public/policy': 'src/routes/_public/policy.tsx',
};

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) a page's links are read from. */
export type BuildManifest = Record<string, { file: string; name?: string; css?: string[]; imports?: string[] }>;

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

interface FirstView {
  /** The source file of the page's route, whose chunks and styles the page links. */
  routeFile: string;
  locale: Locale;
  /** The markup of `#root`. */
  html: string;
  /** The router's matches and the query cache, as JSON safe to place inside `<script type="application/json">`. */
  state: string;
}

/** Answers the app's API calls during a rendering (the server passes its own routes, without the network). */
export type ApiFetch = (request: Request) => Promise<Response>;

/**
 * The visitor's session as the browser first sees it: signed out, or (with the session cookie) still asking the
 * server, which the header draws with its account corner empty. The server never asks: whoever is signed in is
 * known once the browser's own session settles, and the header switches then without moving anything.
 */
function firstViewSession(hasSessionCookie: boolean): SessionActor {
  const machine = sessionMachine.provide({
    guards: { hasSessionCookie: () => hasSessionCookie },
    actors: { fetchSessionToken: fromPromise(() => new Promise<string | null>(() => {})) },
  });
  return createActor(machine, { input: { addressTokens: null } });
}

/** Loaders start some queries without awaiting them (a store's results): the first view waits for them all. */
async function settleQueries(queryClient: QueryClient): Promise<void> {
  const inFlight = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  await Promise.allSettled(inFlight.map((query) => query.fetch()));
}

/** `</script>` or `<!--` inside the data must not end the element that carries it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The files of some chunks and of every chunk they import, with their styles (Vite's manifest). */
function chunkFiles(manifest: BuildManifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** What a drawn page hydrates with: its route's component chunk and all it imports. */
const routeFiles = (manifest: BuildManifest, routeFile: string) =>
  chunkFiles(manifest, [`${routeFile}?tsr-split=component`]);

/** The template's preloads of its own page (the home's chunks) that another page does not need. */
function templateRouteOnly(manifest: BuildManifest, routeFile: string): Set<string> {
  if (routeFile === templateRouteFile) return new Set();
  const needed = new Set(routeFiles(manifest, routeFile).scripts);
  const splitKeys = Object.keys(manifest).filter((key) => key.startsWith(`${templateRouteFile}?tsr-split=`));
  return new Set(chunkFiles(manifest, splitKeys).scripts.filter((file) => !needed.has(file)));
}

/** The page index.html is built for: the template preloads its route's chunks (vite.config.ts). */
const templateRouteFile = 'src/routes/_public/index.tsx';

/** Runs before anything else of a drawn page: it keeps the taps made before the app listens, and loads the app. */
const firstPaintScript = 'first-paint.js';
const stylesheetTag = /\s*<link rel="stylesheet"/;
const moduleTag =
  /\s*<(?:script type="module" crossorigin src="([^"]+)"><\/script>|link rel="modulepreload" crossorigin href="([^"]+)">)/g;

/**
 * A drawn page paints without its scripts, so it does not wait for them nor share the network with them: its
 * module scripts and preloads (the shell's, and the page route's chunks so hydration does not wait a round trip)
 * become a list that `public/first-paint.js` requests once the page has painted. Its stylesheets stay in the head.
 * The list also names the shared chunks fetched (not run) once the page is live and the shopper engages.
 *
 * Measured (bench/lighthouse.bench.ts, Lighthouse's simulated mobile load): the same scripts requested with the HTML,
 * even at a low fetch priority, finish before the page's largest paint and delay it (LCP 1.0–1.7 s → 2.2–3.4 s).
 *
 * `first-paint.js` itself is a classic script placed before the stylesheet: it must listen before anything can be
 * pressed, and, small and fetched beside the stylesheet the paint waits for anyway, it costs the paint nothing.
 */
function scriptsAfterPaint(template: string, manifest: BuildManifest, routeFile: string): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  const head = template.replace(moduleTag, (_tag, module?: string, preload?: string) => {
    if (module) modules.push(module);
    if (preload) preloads.push(preload);
    return '';
  });
  const href = (file: string) => `${import.meta.env.BASE_URL}${file}`;
  const route = routeFiles(manifest, routeFile);
  const linked = (url: string) => template.includes(`"${url}"`);
  const styles = route.styles.map(href).filter((url) => !linked(url));
  const unneeded = new Set([...templateRouteOnly(manifest, routeFile)].map(href));
  const preloadList = [
    ...preloads.filter((url) => !unneeded.has(url)),
    ...route.scripts.map(href).filter((url) => !linked(url)),
  ];
  const shared = Object.values(manifest)
    .filter((chunk) => chunk.name !== undefined && sharedChunkNames.has(chunk.name))
    .map((chunk) => href(chunk.file))
    .filter((url) => !preloadList.includes(url) && !linked(url));
  const list = { modules, preloads: preloadList, shared };
  return head
    .replace(stylesheetTag, (tag) => `\n    <script src="${href(firstPaintScript)}"></script>${tag}`)
    .replace(
      '</head>',
      [
        ...styles.map((url) => `  <link rel="stylesheet" crossorigin href="${url}">`),
        `  <script type="application/json" id="${afterPaintListId}">${scriptSafeJson(list)}</script>`,
        '  </head>',
      ].join('\n  '),
    );
}

/** The built index.html (its scripts, styles and preloads) with the first view, its language and its data. */
function intoTemplate(
  template: string,
  manifest: BuildManifest,
  { routeFile, locale, html, state }: FirstView,
): string {
  return scriptsAfterPaint(template, manifest, routeFile)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>\n    <script type="application/json" id="${serverStateElementId}">${state}</script>`,
    );
}

/**
 * Registers the API seam once; returns the function that answers one page: `template` (index.html) with its
 * first view drawn, or nothing when the page is the browser's to draw (the plain shell).
 */
export function createPageRenderer({ fetchApi, manifest }: { fetchApi: ApiFetch; manifest: BuildManifest }) {
  registerApiHooks({ beforeRequest: ({ request }) => fetchApi(request) });

  return async (request: PageRequest, template: string): Promise<string | undefined> => {
    const view = await renderFirstView(request);
    return view && intoTemplate(template, manifest, view);
  };
}

/** What a first view reads from the request besides its address: its language and whether a session may exist. */
function visitorOf({ cookie = '', acceptLanguage }: PageRequest) {
  return { locale: chooseLocale({ cookie, acceptLanguage }), hasSessionCookie: hasSessionFlagCookie(cookie) };
}

/**
 * The visitors a first view is the same for, besides its address and the shop's data: one language, with or
 * without the session cookie. The server keeps drawn pages by address and this (server/http/pageCache.ts), so
 * whatever `renderFirstView` reads from the request must come through `visitorOf`.
 */
export function firstViewVariant(request: PageRequest): string {
  const { locale, hasSessionCookie } = visitorOf(request);
  return `${locale} ${hasSessionCookie ? 'session' : 'visitor'}`;
}

async function renderFirstView(request: PageRequest): Promise<FirstView | undefined> {
  const { url } = request;
  const address = new URL(url, 'http://localhost');
  // Tokens in the address (spec §4) sign the tab in before its first render: that view is the browser's to draw.
  if (address.searchParams.has('access_token')) return undefined;

  const { locale, hasSessionCookie } = visitorOf(request);
  const queryClient = createQueryClient();
  const sessionActor = firstViewSession(hasSessionCookie);
  const session = sessionOf(sessionActor);
  const router = createAppRouter({ queryClient, i18n, session }, createMemoryHistory({ initialEntries: [url] }));
  const [, , foundRoute] = router.getMatchedRoutes(address.pathname);
  const routeFile = foundRoute && serverRenderedRoutes[foundRoute.id as keyof FileRoutesById];
  if (!routeFile) return undefined;

  sessionActor.start();
  try {
    await router.load();
    await settleQueries(queryClient);
    // A page not found, a redirect or a failed loader is left to the browser, as before; so is an address the
    // router rewrites (search values it drops): the router then holds no matches for the address asked.
    const { matches } = router.state;
    if (matches.length === 0 || matches.some((match) => match.status !== 'success' || match._notFound)) {
      return undefined;
    }
    // From activation to the end of the rendering nothing awaits: no other page's language can come between.
    activateMessages(locale);
    const html = renderToString(<App i18n={i18n} queryClient={queryClient} session={session} router={router} />);
    const state: ServerState = {
      router: dehydrateRouter(router),
      queries: dehydrate(queryClient),
      session: session.drawn,
    };
    return { routeFile, locale, html, state: scriptSafeJson(state) };
  } finally {
    sessionActor.stop();
    queryClient.clear();
  }
}
