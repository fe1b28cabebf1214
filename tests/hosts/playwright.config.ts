import { defineConfig } from '@playwright/test';
import { FUNCTIONAL_ARGS, suiteLaunchOptions } from '../chromium-path.mjs';

/**
 * The host suite: each host's own local runtime (Cloudflare's wrangler dev, Netlify's netlify
 * serve --offline, nginx with deploy/) over the test build (dist-e2e, written by
 * `node scripts/build-test.mjs`), checked with the same black-box checks and attack corpus (host-checks.ts,
 * attack-corpus.ts), each host's own answers after them (nginx.spec.ts). One worker per host, each
 * starting its runtime once. Every uncaught page error fails a test (tests/page-errors.ts). The
 * browser suite runs the nginx checks that need more than one answer or a build of their own
 * (tests/e2e/nginx.spec.ts); Vercel has no local runtime without an account
 * (scripts/deploy-configs.test.ts reads vercel.json as Vercel documents it).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/hosts',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: suiteLaunchOptions(FUNCTIONAL_ARGS),
    trace: 'off',
  },
});
