import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';
import { E2E_BUILD_ENV, FIXTURE_ORIGIN, FIXTURE_PORT, PREVIEW_ORIGIN, PREVIEW_PORT } from './fixtures/ports.mjs';

/**
 * Browser suite: builds the site into dist-e2e pointed at the local fixture
 * server, serves it with `vite preview`, and drives the system Chromium.
 * Tests share the fixture server's modes, so they run one at a time.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: PREVIEW_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'off',
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
      command: `npx vite build --outDir dist-e2e --emptyOutDir && npx vite preview --outDir dist-e2e --host 127.0.0.1 --port ${PREVIEW_PORT} --strictPort`,
      url: `${PREVIEW_ORIGIN}/privacy`,
      cwd: '..',
      reuseExistingServer: process.env.PW_REUSE === '1',
      timeout: 240_000,
      env: { ...E2E_BUILD_ENV },
    },
  ],
});
