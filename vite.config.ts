import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import linguiConfig from './lingui.config.ts';
import { sharedChunks } from './src/app/sharedChunks.ts';
import { moduleMessages } from './vite-plugins/moduleMessages.ts';

/** The API server the dev server proxies `/api` and the sandboxes to (`npm run dev`). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The route files whose split chunks render `/`, the page most visits start on (the layout serves every page). */
const firstRouteFiles = ['src/routes/_public.tsx', 'src/routes/_public/index.tsx'];
/**
 * No request waterfall before first paint (DESIGN.md §6): the entry asks for the layout's and the home page's
 * chunks only once it has run, a round trip later. index.html asks for them, their imports and their CSS at once,
 * beside the entry's own. (Messages come inside the chunks that show them: vite-plugins/moduleMessages.ts.)
 */
function preloadFirstRoute(): Plugin {
  let base = '/';
  return {
    name: 'preload-first-route',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const isFirstLoadChunk = (chunk: Rolldown.OutputChunk) => {
          const [file, query] = (chunk.facadeModuleId ?? '').split('?');
          return (
            query?.startsWith('tsr-split=') && firstRouteFiles.some((routeFile) => file?.endsWith(`/${routeFile}`))
          );
        };
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) {
            const importedChunk = byFile.get(imported);
            if (importedChunk) visit(importedChunk);
          }
        };
        for (const chunk of chunks.filter(isFirstLoadChunk)) visit(chunk);
        const alreadyLinked = (file: string) => html.includes(`${base}${file}"`);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        });
        return {
          html,
          tags: [
            ...[...scripts].filter((file) => !alreadyLinked(file)).map((file) => link('modulepreload', file)),
            ...[...styles].filter((file) => !alreadyLinked(file)).map((file) => link('stylesheet', file)),
          ],
        };
      },
    },
  };
}

/** react-aria and its parts: the widgets' libraries (the few pieces the first load needs stay in `vendor`). */
const widgetModules =
  /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)[\\/]/;
/**
 * react-aria's locale and router providers (src/app/AriaProviders.tsx, which every page's frame draws) and the
 * few modules they import: apart from the widgets, so that a page without widgets (terms, reviews) loads these
 * few kB and not react-aria's whole widget file.
 */
const ariaProviderModules =
  /node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](i18n[\\/](I18nProvider|useDefaultLocale|utils)|ssr[\\/]SSRProvider|utils[\\/](openLink|focusWithoutScrolling|platform))\.mjs$/;
/**
 * zod, with which the contract's schemas parse the server's answers: none of it is in the first load (the routes
 * validate their addresses with valibot, which is in `vendor`).
 */
const contractModules = /node_modules[\\/]zod[\\/]/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressibleAsset = /\.(js|css|svg|json|txt)$/;

/**
 * Every built script and style also as `.br` (quality 11) and `.gz` (level 9), compressed once at build time,
 * so the server sends the smallest encoding the browser takes without compressing on each request (on the
 * fly it would use a fast level: zstd at its default is ~4 % larger than gzip -9 on our chunks, brotli 11 ~15 %
 * smaller). A file that does not shrink is left alone.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).filter((file) => compressibleAsset.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const path = join(outDir, file.fileName);
          const [brotlied, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (brotlied.length < content.length) await writeFile(`${path}.br`, brotlied);
          if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // A route's loader comes in a chunk of its own, fetched as the route loads (beside its component): the
        // endpoints, the contract's schemas and the client it calls through stay out of the first load.
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        // The public layout (header, footer) draws every public page: it loads with the shell, not after it.
        splitBehavior: ({ routeId }) => (routeId === '/_public' ? [] : undefined),
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    moduleMessages({ root: import.meta.dirname }),
    vanillaExtractPlugin(),
    // The server's build is read from disk by the server: neither preloads nor compressed copies.
    !isSsrBuild && preloadFirstRoute(),
    !isSsrBuild && precompressAssets(),
    // react-aria ships its own strings ('Clear search', 'Select all'…) in some 34 languages with every
    // component; the marketplace speaks only the languages it has catalogs for.
    optimizeLocales.vite({ locales: linguiConfig.locales }),
  ],
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  // The server's build carries every library it imports: the server loads one folder, never node_modules' sources.
  // Only that build: Vitest's server suites load the libraries as Node does (the Steam libraries break inlined).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // Libraries bundled into the server's build read NODE_ENV at run time otherwise (React would render in development mode).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx` (server/spaBuild.ts): the server's rendering entry, DESIGN.md §7.
      { outDir: 'dist/server', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        // The server links the stylesheets and chunks of the routes it draws from it (src/entry-server.tsx).
        manifest: true,
        // Every browser the shop supports preloads modules itself (Chrome 66, Firefox 115, Safari 17).
        modulePreload: { polyfill: false },
        // One stylesheet for the whole app (12 kB gzip) instead of some forty: a page drawn on the server waits
        // for its styles before it paints, and on a phone's network each file is another round trip.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            // What every page loads before it can draw (the entry and all it imports statically) comes as three
            // files, React, the other libraries and our shell, instead of some seventy small shared chunks: on a
            // phone's network each file is another request in a queue of six (Lighthouse mobile on /: 127 requests
            // and first paint at 5.5 s before, 31 and 3.0 s after). The route chunks split as before, and react-aria
            // comes with the routes and the widgets that use it.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                  priority: 5,
                },
                { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 4 },
                { name: 'shell', test: (id) => !id.endsWith('.html'), tags: ['$initial'], priority: 3 },
                // Out of the first load, the libraries most later pages need (react-aria's widgets; zod with the
                // contract that parses answers) each come as one shared file, which a drawn page fetches once the
                // shopper engages (src/app/sharedChunks.ts): the next page then brings only its own code.
                { name: 'reactAriaProviders', test: ariaProviderModules, priority: 3 },
                { name: sharedChunks.widgets, test: widgetModules, priority: 2 },
                { name: sharedChunks.contract, test: contractModules, priority: 2 },
              ],
            },
          },
        },
      },
}));
