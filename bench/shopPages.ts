import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { distDir } from '#server/config.ts';
import { buildSpa, isSpaBuildStale } from '#server/spaBuild.ts';
import { productHref } from '../src/pages/shop/product/productRoutes.ts';
import { freePort, startNodeProcess } from './serverProcess.ts';

/**
 * The shop as the page-load benches measure it (bench/lighthouse.bench.ts, bench/phone-load.bench.ts): the pages
 * visits start on, served as `npm start` serves them, and a reference page beside them.
 */

/** A page measured, and the API request it must have had answered to show its content. */
export interface BenchPage {
  name: string;
  url: string;
  /** The API path (after `/api/`) whose data the page shows; none for a page without data (the FAQ, the reference). */
  dataPath?: string;
  /**
   * A word of the query key the server draws the page with (DESIGN.md §7): that data arrives in the page
   * itself and the browser never requests it.
   */
  drawnQuery?: string;
}

/** The drawn page as the server sends it. */
export async function drawnHtml(url: string): Promise<string> {
  const answer = await fetch(url, { headers: { accept: 'text/html' } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/**
 * The reference: a drawn page without a single script, of the same size. Executable scripts and module preloads go;
 * the inert JSON (the page's data) stays, so the HTML the browser parses is the same.
 */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const spread = (values: number[], digits = 0) => {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return 'n/a';
  return `${Math.min(...finite).toFixed(digits)}–${Math.max(...finite).toFixed(digits)}`;
};

/** A product of each game, the first the store lists. */
async function firstProduct(origin: string, game: 'csgo' | 'dota2' | 'rust'): Promise<number> {
  const search = await fetch(`${origin}/api/${endpointPath(storeEndpoints.search)}?game=${game}&page_size=1`);
  const { items } = (await search.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error(`The demo catalogue has no ${game} item to open`);
  return items[0].id;
}

/** The pages a visit starts on: home, the three stores, a product page of each game and the FAQ. */
async function shopPages(origin: string): Promise<BenchPage[]> {
  const productPage = async (game: 'csgo' | 'dota2' | 'rust', name: string): Promise<BenchPage> => {
    const id = await firstProduct(origin, game);
    return {
      name,
      url: `${origin}${productHref(game, id)}`,
      dataPath: endpointPath(storeEndpoints.product, { id }),
      drawnQuery: 'product',
    };
  };
  const storePage = (path: string, name: string): BenchPage => ({
    name,
    url: `${origin}${path}`,
    dataPath: endpointPath(storeEndpoints.search),
    drawnQuery: 'search',
  });
  return [
    { name: 'home', url: `${origin}/`, dataPath: endpointPath(storeEndpoints.lastTrades), drawnQuery: 'lastTrades' },
    storePage('/cs-store', 'cs-store'),
    storePage('/dota-store', 'dota-store'),
    storePage('/rust-store', 'rust-store'),
    await productPage('csgo', 'cs-product'),
    await productPage('dota2', 'dota-product'),
    await productPage('rust', 'rust-product'),
    { name: 'faq', url: `${origin}/faq` },
  ];
}

/**
 * The marketplace as `npm start` serves it (the e2e server: built SPA, fresh embedded database with the demo
 * catalogue) in a process of its own, its pages (`only` those named, when given), and the reference: `/cs-store` as
 * the server draws it with its scripts taken out (same HTML, same stylesheet and pictures, from the same server through
 * a pass-through process, bench/referenceServer.ts). What the reference costs is what this machine gives a page that
 * runs no script at that hour.
 */
export async function startShop({ only }: { only?: readonly string[] } = {}) {
  if (await isSpaBuildStale(distDir)) await buildSpa();
  const port = await freePort();
  const server = await startNodeProcess(resolve(import.meta.dirname, '../scripts/e2e-server.ts'), [], {
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    ready: (line) => (line.startsWith('Marketplace: ') ? line.slice('Marketplace: '.length).trim() : undefined),
  });
  const referenceDir = await mkdtemp(join(tmpdir(), 'skins-bench-reference-'));
  let reference: Awaited<ReturnType<typeof startNodeProcess<{ origin: string }>>> | undefined;
  const stop = async () => {
    await reference?.stop();
    await server.stop();
    await rm(referenceDir, { recursive: true, force: true });
  };
  try {
    const origin = new URL(server.ready).origin;
    const pages = (await shopPages(origin)).filter((page) => !only || only.includes(page.name));
    const referenceFile = join(referenceDir, 'reference.html');
    await writeFile(referenceFile, withoutScripts(await drawnHtml(`${origin}/cs-store`)));
    reference = await startNodeProcess(resolve(import.meta.dirname, 'referenceServer.ts'), [origin, referenceFile], {
      ready: (line) => (line.startsWith('{') ? (JSON.parse(line) as { origin: string }) : undefined),
    });
    return { pages, referenceUrl: `${reference.ready.origin}/reference`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
