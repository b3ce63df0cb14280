import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from 'playwright';
import { build, type Manifest, type Plugin } from 'vite';
import { distDir } from '#server/config.ts';
import { buildSpa, isSpaBuildStale } from '#server/spaBuild.ts';
import { liveAttribute } from '../src/app/pageLive.ts';
import { sharedChunkNames } from '../src/app/sharedChunks.ts';
import { chromiumLaunchOptions } from '../vitest.config.ts';
import type { BenchReport } from './run.ts';
import { freePort, startNodeProcess } from './serverProcess.ts';

/**
 * What the browser downloads (DESIGN.md §6): the first load of `/` at most 165 kB gzip of JS and CSS, the whole first
 * visit of `/` at most 250 kB, and each further route at most 40 kB more. Runs the production build into a temporary
 * folder (dist/ is left alone) with Vite's manifest, then follows it: the entry and everything it imports statically,
 * the split chunks of the routes `/` renders (root, public layout, home) with theirs, and the CSS of all of them.
 * A route's own size is what its chunks (and those of its layouts) add to what `/` already loaded, to what it
 * imports once live (the session and cart machines) and to the shared chunks it fetches once the shopper engages
 * (react-aria's widgets, the contract with zod).
 *
 * The first visit is measured, not inferred: Chromium (a phone's window) opens `/` as the server draws it and stays
 * until the page is live, the network has been quiet for two seconds and the browser has been idle; every script and
 * stylesheet it requested counts, whatever asked for it (the page, what it loads once live, the carousel). It is
 * measured twice: a visit that only looks (the budget), and one that scrolls once live, after which the page fetches
 * the shared chunks (public/first-paint.js).
 * Sizes are gzip level 9, as a static file server would send them.
 */
const firstLoadBudgetKb = 165;
const firstVisitBudgetKb = 250;
const routeBudgetKb = 40;
const projectRoot = resolve(import.meta.dirname, '..');
const routesDir = join(projectRoot, 'src/routes');
/** The route files that render `/`, outermost first. */
const homeRouteFiles = ['src/routes/__root.tsx', 'src/routes/_public.tsx', 'src/routes/_public/index.tsx'];
/**
 * What every page imports once it is live, whoever visits: the session machine (src/main.tsx) and the cart machine
 * (src/app/cart/CartProvider.tsx, in the public layout), with xstate. Later pages find them loaded.
 */
const liveModules = ['src/app/session/session.ts', 'src/app/cart/cartActor.ts'];

/**
 * Libraries kept out of the first load (issue 16), each group with what it may leave in it and a budget that
 * fails when a change pulls more of it in (named below with the files that import it).
 */
const guardedLibraries = [
  {
    /**
     * react-aria (menus, dialogs, selects…, and its locale and router providers, given where its widgets are
     * drawn: src/app/AriaProviders.tsx), Embla (carousels) and react-hot-toast (toasts) come with the widgets that
     * need them, after first paint (a react-aria Button in the header, a static import of the toaster would fail).
     */
    name: 'widget libraries (react-aria, Embla, toasts)',
    allowed: 'none',
    pattern:
      /node_modules\/((?:@react-aria|@react-stately|@internationalized)\/[^/]+|react-aria|react-aria-components|react-stately|embla-carousel[^/]*|react-hot-toast)\//,
    budgetKb: 0,
  },
  {
    /**
     * The session and cart machines (xstate) start once the page is live, and the HTTP client (ky) with zod and
     * the contract that parses answers comes with the first call (a drawn page makes none before it is live). All
     * of zod, its core included: the routes check their addresses with valibot
     * (src/pages/common/urlSchemas.ts) and the entry sets zod's settings without it (src/app/zodSettings.ts).
     */
    name: 'libraries loaded once live (xstate, ky, zod)',
    allowed: 'none',
    pattern: /node_modules\/(xstate|@xstate\/[^/]+|ky|zod)\//,
    budgetKb: 0,
  },
];

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface BuiltModules {
  /** Each chunk's modules and their code, to say what a load is made of. */
  byChunk: Map<string, Map<string, string>>;
  /** Each module's static importers, to say which of our files pulls a library in. */
  importers: Map<string, readonly string[]>;
}

function moduleCollector(into: BuiltModules): Plugin {
  return {
    name: 'bundle-bench-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        into.byChunk.set(
          output.fileName,
          new Map(Object.entries(output.modules).map(([id, module]) => [id, module.code ?? ''])),
        );
      }
      for (const id of this.getModuleIds()) into.importers.set(id, this.getModuleInfo(id)?.importers ?? []);
    },
  };
}

/**
 * The scripts and stylesheets a first visit of `/` requests, as paths under the build (`assets/…`): the page as
 * `npm start` serves it (the e2e server on dist/), opened in a fresh browser with a phone's window, followed until
 * it is live, the network has been quiet for two seconds and the browser has had an idle moment and has fetched what
 * that asked. A visitor who `scrolls` does so once the page is live (the shared chunks are then prefetched).
 */
async function firstVisitFiles({ scrolls }: { scrolls: boolean }): Promise<Map<string, number>> {
  if (await isSpaBuildStale(distDir)) await buildSpa();
  const port = await freePort();
  const server = await startNodeProcess(resolve(import.meta.dirname, '../scripts/e2e-server.ts'), [], {
    // Vite's build in this process has set NODE_ENV=production, which the server would take for a real install's.
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: undefined },
    ready: (line) => (line.startsWith('Marketplace: ') ? line.slice('Marketplace: '.length).trim() : undefined),
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const origin = new URL(server.ready).origin;
    const page = await browser.newPage({ ...devices['Pixel 7'] });
    // Each file as served, gzip -9 like the rest: the server's own small scripts (its CSP nonce) are not in dist/.
    const files = new Map<string, Promise<number>>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      const file = url.pathname.slice(1);
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname) || files.has(file)) return;
      const body = request.response().then((response) => response?.body());
      files.set(
        file,
        body.then((bytes) => gzipSync(bytes ?? Buffer.alloc(0), { level: 9 }).length),
      );
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), liveAttribute);
    if (scrolls) await page.evaluate(() => window.scrollBy(0, 400));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5_000 })));
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');
    return new Map(await Promise.all([...files].map(async ([file, size]) => [file, await size] as const)));
  } finally {
    await browser.close();
    await server.stop();
  }
}

export default async function bundleBench(): Promise<BenchReport> {
  const outDir = await mkdtemp(join(tmpdir(), 'skins-bundle-bench-'));
  try {
    const modules: BuiltModules = { byChunk: new Map(), importers: new Map() };
    await build({
      root: projectRoot,
      configFile: join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [moduleCollector(modules)],
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');

    const gzipSizes = new Map<string, number>();
    const gzipSize = async (file: string) => {
      let size = gzipSizes.get(file);
      if (size === undefined) {
        size = gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
        gzipSizes.set(file, size);
      }
      return size;
    };

    /** The files a set of manifest entries loads: their chunks, what those import statically, and their CSS. */
    const filesOf = (keys: readonly string[]) => {
      const seen = new Set<string>();
      const files = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        const chunk = manifest[key];
        if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
        files.add(chunk.file);
        for (const css of chunk.css ?? []) files.add(css);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const key of keys) visit(key);
      return files;
    };
    const sizeOf = async (files: Iterable<string>) => {
      let total = 0;
      for (const file of files) total += await gzipSize(file);
      return total;
    };
    /** A route file's code-split chunks (component, pending and error components). */
    const splitChunksOf = (routeFile: string) =>
      Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`));

    // The entry is what index.html runs: when the shell is grouped into chunks of its own (vite.config.ts), those
    // are what its script tags name, and the manifest marks none of them as the entry.
    const scriptFiles = new Set([...indexHtml.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]));
    const entryKeys = Object.keys(manifest).filter((key) => {
      const chunk = manifest[key];
      return chunk?.isEntry || (chunk !== undefined && scriptFiles.has(chunk.file));
    });
    // Stylesheets index.html links itself (the whole app's, when CSS is not split by chunk) load with the entry.
    const linkedStyles = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    );
    const entryFiles = new Set([...filesOf(entryKeys), ...linkedStyles]);
    // Messages come inside the chunks that show them, in every language (vite-plugins/moduleMessages.ts).
    const homeKeys = homeRouteFiles.flatMap(splitChunksOf);
    const firstLoad = new Set([...filesOf([...entryKeys, ...homeKeys]), ...linkedStyles]);
    const firstLoadBytes = await sizeOf(firstLoad);
    const entryOnlyBytes = await sizeOf(entryFiles);

    // The shared chunks a drawn page fetches once live and the shopper engages (src/app/sharedChunks.ts).
    const sharedFiles = new Set(
      Object.values(manifest)
        .filter((chunk) => chunk.name !== undefined && sharedChunkNames.has(chunk.name) && !firstLoad.has(chunk.file))
        .map((chunk) => chunk.file),
    );
    const sharedBytes = await sizeOf(sharedFiles);
    const liveFiles = new Set([...filesOf(liveModules)].filter((file) => !firstLoad.has(file)));
    const liveBytes = await sizeOf(liveFiles);

    // Measured on dist/ (the build `npm start` serves), sized like the rest: gzip -9 of each file.
    const visited = await firstVisitFiles({ scrolls: false });
    let firstVisitBytes = 0;
    for (const size of visited.values()) firstVisitBytes += size;
    const engaged = await firstVisitFiles({ scrolls: true });
    let engagedBytes = 0;
    for (const size of engaged.values()) engagedBytes += size;

    const rows: BenchReport['rows'] = [
      {
        load: 'first visit of / in all (measured: after paint, once live and when idle)',
        files: visited.size,
        gzip_kB: kb(firstVisitBytes),
        budget_kB: firstVisitBudgetKb,
        within: firstVisitBytes <= firstVisitBudgetKb * 1024 ? 'yes' : 'NO',
      },
      {
        load: '  the same visit with a scroll once live (the shared chunks fetched too)',
        files: engaged.size,
        gzip_kB: kb(engagedBytes),
        budget_kB: '',
        within: '',
      },
      {
        load: 'first load of / (entry + home route, with their messages)',
        files: firstLoad.size,
        gzip_kB: kb(firstLoadBytes),
        budget_kB: firstLoadBudgetKb,
        within: firstLoadBytes <= firstLoadBudgetKb * 1024 ? 'yes' : 'NO',
      },
      {
        load: '  of which entry and its imports',
        files: entryFiles.size,
        gzip_kB: kb(entryOnlyBytes),
        budget_kB: '',
        within: '',
      },
    ];

    // Each file of the first load with its share, largest first: a change that pulls a heavy library into the
    // first load shows here as a grown or new line.
    const firstLoadFiles = await Promise.all([...firstLoad].map(async (file) => [file, await gzipSize(file)] as const));
    for (const [file, size] of firstLoadFiles.sort((a, b) => b[1] - a[1])) {
      rows.push({
        load: `  ${file} (${Math.round((size / firstLoadBytes) * 100)} % of the first load)`,
        files: 1,
        gzip_kB: kb(size),
        budget_kB: '',
        within: '',
      });
    }

    rows.push({
      load: 'loaded once / is live (the session and cart machines, xstate)',
      files: liveFiles.size,
      gzip_kB: kb(liveBytes),
      budget_kB: '',
      within: '',
    });
    rows.push({
      load: 'fetched once the shopper engages, after the first page is live (shared by later pages)',
      files: sharedFiles.size,
      gzip_kB: kb(sharedBytes),
      budget_kB: '',
      within: '',
    });

    // Every other route file with chunks of its own, with the layouts between it and the root.
    const routeFiles = [...new Set(Object.keys(manifest).map((key) => key.split('?tsr-split=')[0] ?? key))]
      .filter((file) => file.startsWith('src/routes/') && splitChunksOf(file).length > 0)
      .filter((file) => !homeRouteFiles.includes(file))
      .sort();
    const layoutsOf = (routeFile: string) => {
      const segments = relative(routesDir, join(projectRoot, routeFile)).split('/').slice(0, -1);
      return [
        'src/routes/__root.tsx',
        ...segments.map((_, index) => `src/routes/${segments.slice(0, index + 1).join('/')}.tsx`),
      ].filter((layout) => existsSync(join(projectRoot, layout)));
    };
    let overBudget = 0;
    for (const routeFile of routeFiles) {
      const routeLoad = filesOf([...layoutsOf(routeFile), routeFile].flatMap(splitChunksOf));
      const added = [...routeLoad].filter(
        (file) => !firstLoad.has(file) && !liveFiles.has(file) && !sharedFiles.has(file),
      );
      const addedBytes = await sizeOf(added);
      if (addedBytes > routeBudgetKb * 1024) overBudget++;
      rows.push({
        load: `route ${routeFile.replace('src/routes/', '')}`,
        files: added.length,
        gzip_kB: kb(addedBytes),
        budget_kB: routeBudgetKb,
        within: addedBytes <= routeBudgetKb * 1024 ? 'yes' : 'NO',
      });
    }

    // What the first load is made of: each module's code gzipped alone (an upper bound of its share).
    const firstLoadModules = new Map<string, number>();
    for (const file of firstLoad) {
      for (const [id, code] of modules.byChunk.get(file) ?? []) {
        firstLoadModules.set(id, gzipSync(code, { level: 9 }).length);
      }
    }
    const byPackage = new Map<string, number>();
    for (const [id, size] of firstLoadModules) {
      const path = id.replace(/\?.*$/, '');
      const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      const group = inPackage ?? relative(projectRoot, path).split('/').slice(0, 2).join('/');
      byPackage.set(group, (byPackage.get(group) ?? 0) + size);
    }
    // The widget libraries in the first load, and which of our files (in the first load too) import them.
    const ourImportersOf = (id: string) => {
      const found = new Set<string>();
      const seen = new Set([id]);
      const queue = [id];
      for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
        for (const importer of modules.importers.get(current) ?? []) {
          if (seen.has(importer)) continue;
          seen.add(importer);
          // Through the libraries' own modules (a package's index may be bundled away), up to our files.
          if (importer.includes('/node_modules/')) queue.push(importer);
          else if (firstLoadModules.has(importer)) found.add(relative(projectRoot, importer.replace(/\?.*$/, '')));
        }
      }
      return found;
    };
    const guarded = guardedLibraries.map((group) => {
      let bytes = 0;
      const importersByLibrary = new Map<string, Set<string>>();
      for (const [id, size] of firstLoadModules) {
        const library = id.match(group.pattern)?.[1];
        if (!library) continue;
        bytes += size;
        const importers = importersByLibrary.get(library) ?? new Set();
        for (const importer of ourImportersOf(id)) importers.add(importer);
        importersByLibrary.set(library, importers);
      }
      return { ...group, bytes, importersByLibrary };
    });
    rows.splice(
      3,
      0,
      ...guarded.map(({ name, bytes, budgetKb }) => ({
        load: `  of which ${name}`,
        files: '',
        gzip_kB: kb(bytes),
        budget_kB: budgetKb,
        within: bytes <= budgetKb * 1024 ? 'yes' : 'NO',
      })),
    );

    const heaviest = [...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([group, size]) => `${group} ${kb(size)}`);

    const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    const homeFiles = homeKeys.map((key) => manifest[key]?.file);
    const waterfall = homeFiles.filter((file) => file && !preloaded.includes(file));
    return {
      title: 'Bundle: first load of / and what each route adds (gzip -9, JS + CSS)',
      rows,
      notes: [
        `First load of /: ${kb(firstLoadBytes)} kB gzip (budget ${firstLoadBudgetKb} kB); the whole first visit of / ${kb(firstVisitBytes)} kB in ${visited.size} files (budget ${firstVisitBudgetKb} kB), ${kb(engagedBytes)} kB with a scroll; ${overBudget} of ${routeFiles.length} routes add more than ${routeBudgetKb} kB.`,
        'The first visit: / opened in Chromium with a phone window (dist/, as `npm start` serves it), every script and stylesheet it requested until live, two quiet seconds of network and an idle moment; then again with a scroll once live.',
        waterfall.length === 0
          ? 'index.html preloads the home route chunks: no waterfall entry → route chunk.'
          : `Not preloaded by index.html (a request waterfall): ${waterfall.join(', ')}.`,
        `Heaviest parts of the first load (each module gzipped alone, kB): ${heaviest.join(', ')}.`,
        ...guarded.map(
          ({ name, allowed, budgetKb, importersByLibrary }) =>
            `${name.charAt(0).toUpperCase()}${name.slice(1)} in the first load (each module gzipped alone; budget ${budgetKb} kB, ${allowed}), by the files that import them: ${
              [...importersByLibrary]
                .map(([library, importers]) => `${library} <- ${[...importers].join(', ') || '(another library)'}`)
                .join('; ') || 'none'
            }.`,
        ),
      ],
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
