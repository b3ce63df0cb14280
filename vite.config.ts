import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server proxies `/api` and the sandboxes to (`npm run dev`). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    vanillaExtractPlugin(),
  ],
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
