/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { bundleStatsPlugin } from './scripts/vite-plugins/bundle-stats.ts';
import { feedRouteBuildEnv, feedRouteProxy } from './scripts/vite-plugins/feed-route-proxy.ts';
import { prerenderPlugin } from './scripts/vite-plugins/prerender.ts';
import { reactSignalsWithoutStacks } from './scripts/vite-plugins/react-signals.ts';
import { rssPlugin } from './scripts/vite-plugins/rss.ts';
import { serviceWorkerPlugin } from './scripts/vite-plugins/service-worker.ts';
import { siteHtmlPlugin } from './scripts/vite-plugins/site-html.ts';

// Host defaults of the build environment, before Vite reads it: on Cloudflare Workers Builds (WORKERS_CI=1)
// the app uses the site's own feed route and the build writes the feed snapshot into the HTML, unless
// the project sets VITE_SAME_ORIGIN_FEEDS or FEED_SNAPSHOT.
Object.assign(process.env, feedRouteBuildEnv(process.env));

/** Every unit test: beside the code in src/, the hosts' handlers, the build scripts, the measuring tools and the test servers. */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', '{edge,scripts,measure,tests/fixtures}/**/*.test.{ts,mts}'];
/** *.test.ts files that use the DOM (window, document, localStorage, DOMParser, …): the jsdom project runs them. */
const DOM_TESTS = [
  'scripts/prerender/prerender.test.ts',
  'src/app/search-wiring.test.ts',
  'src/app/chunk-reload.test.ts',
  'src/features/blog/blog-fetchers.test.ts',
  'src/features/feeds/cache/feed-cache.test.ts',
  'src/features/feeds/cache/load-category.test.ts',
  'src/features/feeds/transport/proxy-health.test.ts',
  'src/features/rss/build-rss-xml.test.ts',
  'src/lib/download.test.ts',
  'src/lib/motion.test.ts',
  'src/lib/page-data.test.ts',
  'src/lib/theme.test.ts',
];
const DOM_TEST_PATTERNS = ['src/**/*.test.tsx', '{src,scripts}/**/*.dom.test.ts', ...DOM_TESTS];

/**
 * React Router's components the site does not use (Link, NavLink, Form, ...) stay in the bundle:
 * each is a `forwardRef` call the bundler must assume has effects, and each gets a `displayName`
 * after it. In the build, those calls are marked pure and the names (React's developer tools'
 * labels) dropped, so an unused component goes with its code.
 */
function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/]chunk-[\w-]+\.mjs$/ },
      handler(code) {
        const marked = code.replace(/^([\w$]+)\.displayName = "[^"\n]*";$/gm, '').replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}

/**
 * In the browser, the markdown renderer (react-markdown) only renders trees parsed elsewhere (the
 * markdown worker, or src/features/blog/markdown-tree.ts loaded on demand): its own parser is
 * replaced in the browser build by one that reads nothing (src/features/blog/tree-only-parser.ts),
 * so the renderer's chunk does not carry a second copy of the parser. The build's own render of
 * the posts (the prerender, in Node) and the tests keep the real one.
 */
function rendererTakesTrees(): Plugin {
  const parser = fileURLToPath(new URL('./src/features/blog/tree-only-parser.ts', import.meta.url));
  return {
    name: 'renderer-takes-trees',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source, importer) => (source === 'remark-parse' && importer && /[\\/]node_modules[\\/]react-markdown[\\/]/.test(importer) ? parser : null),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routerTreeShaking(), reactSignalsWithoutStacks(), rendererTakesTrees(), siteHtmlPlugin(), rssPlugin(), bundleStatsPlugin(), prerenderPlugin(), serviceWorkerPlugin()],
  // The build's date, for what the HTML must print before the reader's clock is known (the footer's year).
  // The day (UTC), not the moment: it is in the first script, so a moment would rename every chunk on
  // every build, and the hosts that rebuild hourly for the feed snapshot serve only the latest files.
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    // The feed benchmark's sequential build (measure/bench/feeds.mjs): hedging off. False in every other build.
    __FEEDS_SEQUENTIAL__: JSON.stringify(process.env.BENCH_FEEDS_SEQUENTIAL === '1'),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Workers have no DOM. The markdown parser's character-reference decoder has a browser build that
  // decodes with `document` and a build for workers: the markdown worker gets the latter.
  worker: {
    plugins: () => [
      {
        name: 'worker-builds-of-packages',
        enforce: 'pre',
        resolveId: (source) => (source === 'decode-named-character-reference' ? fileURLToPath(new URL('./node_modules/decode-named-character-reference/index.js', import.meta.url)) : null),
      },
    ],
  },
  // The site's own feed route, /feeds/{id}.xml, as the production hosts serve it
  // (FEED_UPSTREAM_ORIGIN points it at a local stand-in for the publishers).
  server: { proxy: feedRouteProxy() },
  preview: { proxy: feedRouteProxy() },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Budgets: every browser we support has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Fewer, larger shared chunks than the automatic split (which makes a file of every shared
    // module): fewer requests before the first paint, and one file compresses better than slivers.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's dynamic-import helper on its own: the entry needs it before the app's code
            // (src/main.tsx paints the served page first, then imports src/start.tsx).
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 20 },
            // The site's configuration, the feeds' tuning and the plain helpers (no React) that the
            // app shares with the early feed loads, which run before React (src/main.tsx): a page served without
            // its stories asks for its first feeds and its lead picture without waiting for the
            // framework's download. Part of the initial JS, as the configuration always was. With them
            // the entry's own helpers (the early input it records and the theme it applies before
            // the app runs), so the entry never waits for the framework. Not the Michigan regions' table
            // (and the feed sets that list it): only the pages and feed loads that show a region read
            // it, and they bring it with them.
            {
              name: 'site-kit',
              test: /[\\/]src[\\/](config[\\/](?!regions\.ts$|feed-sets\.ts$)|lib[\\/](safe-url|page-data|image-sources|next-task|result|early-input|theme)\.ts$|features[\\/]feeds[\\/]feed-settings\.ts$)/,
              priority: 10,
            },
            // The rest of what the first script needs, in one file: React, ReactDOM, the router,
            // the small helper modules the shell shares with the pages, the error boundary the shell
            // and the pages wrap their parts in, and the site's plain link (ui/site-link.tsx). The
            // helpers only pages use (the query client, the feeds' and the blog's utilities, motion,
            // the staggered lists, the page's work counter) stay with the pages that load them.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|[\\/]src[\\/](config|lib)[\\/](?!regions\.ts$|feed-sets\.ts$|query-client|image-sources|concurrency|hash|motion|result|escape|use-staggered-value|page-work)|[\\/]src[\\/]components[\\/](error[\\/]|ui[\\/]site-link\.tsx$)/,
            },
            // Two small helpers the pages' chunks share: the site's hash and the count of the page's
            // work (the feed client counts its jobs, the service worker's start waits on it). One file,
            // not two: every file's name is listed in the first script (its map of the chunks' preloads).
            { name: 'helpers', test: /[\\/]src[\\/](contracts[\\/]hash|lib[\\/]page-work)\.ts$/ },
            // What every page draws with: head tags (react-helmet-async), cards, headings, ad slots.
            {
              name: 'page-kit',
              test: /[\\/]src[\\/]components[\\/](seo[\\/]|ui[\\/](?!site-link\.tsx$)|article[\\/])|node_modules[\\/](react-helmet-async|react-fast-compare|shallowequal|invariant)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // Unit tests in two Vitest projects: `node` for pure logic (fast: no DOM to set up per file) and
  // `jsdom` for components and code that uses DOM APIs. A *.test.ts runs in node unless it is named
  // *.dom.test.ts or listed in DOM_TESTS; every *.test.tsx runs in jsdom. See docs/testing.md.
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Worker threads start faster than forked processes, and Vitest's default of one worker fewer
    // than the cores leaves a 2-core machine with one: about 50 s against 30 s here.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: UNIT_TESTS,
          exclude: ['**/node_modules/**', '**/.git/**', ...DOM_TEST_PATTERNS],
          setupFiles: ['./src/test/no-network.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: DOM_TEST_PATTERNS,
          setupFiles: ['./src/test/no-network.ts', './src/test/setup.ts'],
          // A fresh jsdom and fresh modules per file, as in the threads pool, but in a VM context of
          // a reused worker: jsdom itself is loaded once per worker, not once per file (about 20 s
          // for every unit test instead of 37 s). See docs/testing.md.
          pool: 'vmThreads',
        },
        // The package's CJS build require()s an ES module, which a VM context cannot load.
        resolve: { alias: { 'react-router-dom': fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)) } },
      },
    ],
  },
});
