/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { bundleStatsPlugin } from './scripts/vite-plugins/bundle-stats';
import { prerenderPlugin } from './scripts/vite-plugins/prerender';
import { siteHtmlPlugin } from './scripts/vite-plugins/site-html';

export default defineConfig({
  plugins: [react(), tailwindcss(), siteHtmlPlugin(), bundleStatsPlugin(), prerenderPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Budgets (issue 7): every browser we support has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // React, ReactDOM and the router in one chunk: every page needs them first, and one file
    // compresses better than the handful of slivers the automatic split makes of them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
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
