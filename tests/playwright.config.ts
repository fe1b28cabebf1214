import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, FUNCTIONAL_ARGS, suiteLaunchOptions } from './chromium-path.mjs';
import { E2E_BUILD_ENV, E2E_DIST, E2E_WORKERS, FIXTURE_ORIGIN, FIXTURE_PORT, PREVIEW_ORIGIN, PREVIEW_PORT, SNAPSHOT_DIST, SNAPSHOT_PREVIEW_ORIGIN, SNAPSHOT_PREVIEW_PORT } from './fixtures/ports.mjs';

/**
 * Browser suite: serves the test build (dist-e2e, pointed at the local fixture server; built by
 * scripts/build-test.mjs when missing or unless E2E_REUSE_BUILD=1) with `vite preview`, and the same
 * build with the feed snapshot on (dist-snapshot, for tests/e2e/feed-snapshot.spec.ts), and drives
 * the system Chromium (Debian's chromium-headless-shell when installed, see suiteBrowserPath),
 * E2E_WORKERS workers at once (default 3), with V8's optimizing tiers off but for the timed taps
 * (FUNCTIONAL_ARGS, tests/chromium-path.mjs).
 *
 * Each worker has a fixture server of its own (tests/e2e/fixtures.ts), so tests in different
 * workers never share fixture modes; the server on FIXTURE_PORT answers the build itself and
 * anything outside a browser context. See docs/testing.md.
 *
 * The tests that time taps on a slowed phone (`TIMED`) run last, once the rest of the suite is
 * done, one at a time: beside the other worker's browser their phone gets half the host, and
 * their figures would measure the suite more than the page. (`--no-deps` runs them without the
 * rest, e.g. `npx playwright test -c tests/playwright.config.ts tests/e2e/taps.spec.ts --no-deps`.)
 */
const reuseBuild = process.env.E2E_REUSE_BUILD === '1';
const TIMED = /[\\/]taps(-after-load)?\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [
    { name: 'suite', testIgnore: TIMED, use: { launchOptions: suiteLaunchOptions(FUNCTIONAL_ARGS) } },
    {
      name: 'timed',
      testMatch: TIMED,
      dependencies: ['suite'],
      fullyParallel: false,
      workers: 1,
      // The taps are timed with V8 as readers' browsers run it.
      use: { launchOptions: suiteLaunchOptions(CHROMIUM_ARGS) },
    },
  ],
  use: {
    baseURL: PREVIEW_ORIGIN,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    // The site's service worker (dist/sw.js) is off in the browser suite: page.route() does not see
    // what a worker fetches. tests/e2e/offline.spec.ts turns it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node tests/fixtures/server.mjs',
      url: `${FIXTURE_ORIGIN}/__health`,
      cwd: '..',
      reuseExistingServer: process.env.PW_REUSE === '1',
      timeout: 20_000,
      env: { FIXTURE_PORT: String(FIXTURE_PORT) },
    },
    {
      command: `${reuseBuild ? 'node scripts/build-test.mjs --if-missing' : 'node scripts/build-test.mjs'} && npx vite preview --outDir ${E2E_DIST} --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      url: `${PREVIEW_ORIGIN}/privacy`,
      cwd: '..',
      reuseExistingServer: process.env.PW_REUSE === '1',
      timeout: 240_000,
      // The preview server builds /rss.xml and /feed on request from the blog service, as configured.
      env: { ...E2E_BUILD_ENV },
    },
    // The same build with the feed snapshot on (written by the build step above; web servers start in order).
    {
      command: `npx vite preview --outDir ${SNAPSHOT_DIST} --host 127.0.0.1 --port ${SNAPSHOT_PREVIEW_PORT} --strictPort`,
      url: `${SNAPSHOT_PREVIEW_ORIGIN}/privacy`,
      cwd: '..',
      reuseExistingServer: process.env.PW_REUSE === '1',
      timeout: 30_000,
    },
  ],
});
