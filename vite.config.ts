/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bundleStatsPlugin } from './scripts/vite-plugins/bundle-stats';
import { prerenderPlugin } from './scripts/vite-plugins/prerender';
import { rssPlugin } from './scripts/vite-plugins/rss';
import { siteHtmlPlugin } from './scripts/vite-plugins/site-html';

export default defineConfig({
  plugins: [react(), tailwindcss(), siteHtmlPlugin(), rssPlugin(), bundleStatsPlugin(), prerenderPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Budgets (issue 7): every browser we support has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Fewer, larger shared chunks than the automatic split (which makes a file of every shared
    // module): fewer requests before the first paint, and one file compresses better than slivers.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first script needs, in one file: React, ReactDOM, the router, and the
            // small config and helper modules the shell shares with the pages.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|[\\/]src[\\/](config|lib)[\\/](?!query-client)|vite[\\/]preload-helper/,
            },
            // What every page draws with: head tags (react-helmet-async), cards, headings, ad slots.
            {
              name: 'page-kit',
              test: /[\\/]src[\\/]components[\\/](seo|ui|article)[\\/]|node_modules[\\/](react-helmet-async|react-fast-compare|shallowequal|invariant)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
  },
});
