import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDemoSeed, seedCatalogue } from '../catalogue/seed.ts';
import { builtSpa } from '../test/builtSpa.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

let distDir: string;
const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

interface ItemSummary {
  id: number;
  name: string;
  image_url: string;
  price: string;
}

/** As the app writes a price (src/lib/money.ts, spec §9): two decimals, then the currency code. */
const englishPrice = (amount: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount))}\u00a0EUR`;

const escapedText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The scripts a drawn page lists for `public/first-paint.js`: loaded after the paint, and fetched once the shopper engages. */
function afterPaintList(body: string) {
  const text = body.match(/<script type="application\/json" id="after-paint-scripts">(.*?)<\/script>/)?.[1];
  return JSON.parse(text ?? '{}') as { modules: string[]; preloads: string[]; shared: string[] };
}

describe('public pages drawn on the server (DESIGN.md §7 "First paint")', () => {
  let testApp: TestApp;
  let listed: ItemSummary[];

  beforeAll(async () => {
    distDir = await builtSpa();
    testApp = await createTestApp({ spaDir: distDir });
    await seedCatalogue(testApp.db, { items: 300, seed: defaultDemoSeed });
    const search = await testApp.app.inject({
      method: 'GET',
      url: '/api/store/skins/search/?game=csgo&currency=EUR&page_size=30',
    });
    listed = search.json<{ items: ItemSummary[] }>().items;
  }, 300_000);
  afterAll(async () => testApp?.close());

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { ...navigation, ...headers } });
    expect(response.statusCode).toBe(200);
    const root = response.body.match(/<div id="root">(.*)<\/div>\s*<script type="application\/json"/s)?.[1] ?? '';
    const stateText = response.body.match(/<script type="application\/json" id="server-state">(.*?)<\/script>/s)?.[1];
    const state = stateText
      ? (JSON.parse(stateText) as {
          router: { matches: { i: string; s: string }[] };
          queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
        })
      : undefined;
    return { response, root, state };
  };

  it('draws the home page: the header, the hero and the footer, in English by default', async () => {
    const { response, root, state } = await page('/');
    expect(response.body).toMatch(/<html lang="en"/);
    expect(root).toMatch(/<header[^>]*>/);
    expect(root).toMatch(/<h1[^>]*>Buy CS2, Dota 2 and Rust skins<\/h1>/);
    expect(root).toMatch(/<footer[^>]*>/);
    // The root, the public layout and the home page, each drawn with its data.
    expect(state?.router.matches.map((match) => match.s)).toEqual(['success', 'success', 'success']);
  });

  it('draws a store with its first results, and carries the data they were drawn from', async () => {
    expect(listed.length).toBeGreaterThan(5);
    const { root, state } = await page('/cs-store');
    for (const item of listed.slice(0, 6)) expect(root).toContain(escapedText(item.name));
    const search = state?.queries.queries.find((query) => query.queryKey.includes('search'));
    expect(search?.queryKey.slice(0, 3)).toEqual(['store', 'csgo', 'search']);
    const drawnFrom = search?.state.data as { items: ItemSummary[] } | undefined;
    expect(drawnFrom?.items.map((item) => item.id)).toEqual(listed.map((item) => item.id));
  });

  it("draws a product page with the skin's name, image and price", async () => {
    const [product] = listed;
    if (!product) throw new Error('The store lists nothing');
    const { root, state } = await page(`/cs-product/${product.id}`);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escapedText(product.name).replace(/[|()]/g, '\\$&')}`));
    // The picture in the widths to choose from, and preloaded with the same choice: it is the page's largest paint.
    const picture = `/api/${product.image_url.replace(/^\/?(api\/)?/, '')}`;
    // Widths to choose from and the slot's size on each window: a phone's 362 px slot takes the 768 px picture.
    expect(root).toContain(
      `src="${picture}?w=512" srcSet="${picture}?w=256 256w, ${picture}?w=384 384w, ${picture}?w=512 512w, ${picture}?w=768 768w, ${picture}?w=1024 1024w" sizes="(min-width: 1200px) 530px, (min-width: 768px) calc(50vw - 70px), calc(100vw - 50px)"`,
    );
    expect(root).toMatch(
      new RegExp(
        `<link rel="preload" as="image" imageSrcSet="${picture}\\?w=256 256w[^"]*" imageSizes="[^"]+" fetchPriority="high"`,
      ),
    );
    expect(root).toContain(englishPrice(product.price));
    expect(state?.queries.queries.map((query) => query.queryKey)).toContainEqual([
      'store',
      'product',
      product.id,
      'EUR',
    ]);
  });

  it('draws the page in the language the browser will hydrate it in: the remembered choice, else its own', async () => {
    const french = await page('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(french.response.body).toMatch(/<html lang="fr"/);
    expect(french.root).toContain('Achetez des skins CS2, Dota 2 et Rust');
    const remembered = await page('/', { 'accept-language': 'fr-FR', cookie: 'language_cs_skins=en' });
    expect(remembered.response.body).toMatch(/<html lang="en"/);
  });

  it('loads no message catalog: a page in either language carries its messages in its own chunks', async () => {
    const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    expect(Object.keys(manifest).filter((key) => key.endsWith('.po'))).toEqual([]);
    // Drawn in French and listing the same scripts as in English: the French messages come inside them.
    const french = await page('/cs-store', { 'accept-language': 'fr-FR' });
    const english = await page('/cs-store', { 'accept-language': 'en-GB' });
    expect(french.root).toContain('Skins CS2');
    expect(afterPaintList(french.response.body)).toEqual(afterPaintList(english.response.body));
    // A page the browser draws (the plain shell) preloads no catalog either.
    const frenchShell = await page('/profile', { cookie: 'language_cs_skins=fr' });
    expect(frenchShell.root).toBe('');
    expect(frenchShell.response.body).not.toMatch(/messages-[\w-]+\.js/);
  });

  it('links the one stylesheet and lists the scripts, the page chunks too, for after the paint: all its own files', async () => {
    const { response } = await page(`/cs-product/${listed[0]?.id}`);
    // The whole app's styles are one file (vite.config.ts `cssCodeSplit`): the page waits for one request, not forty.
    expect(response.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      expect.stringMatching(/^<link rel="stylesheet" crossorigin href="\/assets\/style-[^"]+\.css">$/),
    ]);
    // No module the browser would fetch before painting: public/first-paint.js requests the listed ones after. It
    // runs first itself (it keeps the taps made before the app listens), before the stylesheet it is fetched beside.
    expect(response.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(response.body).toMatch(/<script src="\/first-paint\.js"><\/script>\s*<link rel="stylesheet"/);
    const list = afterPaintList(response.body);
    expect(list.modules).toContainEqual(expect.stringMatching(/^\/assets\/[\w-]+\.js$/));
    expect(list.preloads).toContainEqual(expect.stringMatching(/^\/assets\/cs-product\._id-[^"]+\.js$/));
    // Nothing is both loaded and fetched later. A drawn page hydrates without react-aria's widgets, whose code comes
    // when a shopper reaches for one (Buy now): it is fetched once the shopper engages, for that and the pages next.
    expect(list.shared.filter((url) => list.preloads.includes(url) || list.modules.includes(url))).toEqual([]);
    const widgets = expect.stringMatching(/^\/assets\/widgets-[\w-]+\.js$/);
    expect(list.preloads).not.toContainEqual(widgets);
    expect(list.shared).toContainEqual(widgets);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.body).not.toMatch(/<script>|<script type="module">[^<]/);
    const firstPaint = await testApp.app.inject({ method: 'GET', url: '/first-paint.js' });
    expect(firstPaint.statusCode).toBe(200);
  });

  it('leaves signed-in pages, unknown products, rewritten addresses and the rendering build itself to the browser', async () => {
    // The router drops a shared link's unknown search values by rewriting the address: nothing to draw for it.
    const rewritten = '/cs-store?exterior=factory_new&float_from=0.5';
    for (const url of ['/profile', '/cs-product/999999', rewritten]) {
      const { root, state } = await page(url);
      expect(state, url).toBeUndefined();
      expect(root, url).toBe('');
    }
    const serverBuild = await testApp.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(serverBuild.statusCode).toBe(404);
  });
});
