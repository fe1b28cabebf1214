import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';
import { site } from '../../src/config/site.ts';
import { APP_SHELL_FILE } from '../../src/contracts/index.ts';

const HASHED = /^assets\/.+\.(js|css|woff2?|svg|png|webp|avif)$/;

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), root) : [relative(root, join(dir, entry.name)).split('\\').join('/')],
  );
}

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The site's own fixed files the pages show or the browser asks for (logo, icons, the default story picture, the manifest). */
const SITE_FILES = ['favicon.svg', 'logo.svg', 'images/default-article.svg', 'manifest.webmanifest', 'icons/icon-192.png'];

/** What the worker is built with: the build's id and the site's fixed files it keeps as they are asked for. */
export interface WorkerBuild {
  /** Changes with any hashed file, the app shell or a fixed file: a new worker, and the old build's saved pages go. */
  readonly id: string;
  /** Paths of the fixed files this build has. */
  readonly siteFiles: readonly string[];
}

/**
 * The worker's build facts for a build folder (after the prerender wrote the app shell). Nothing is
 * precached: the worker keeps what the pages use (src/sw/sw.ts), so a reader's phone fetches no
 * script or page it did not open.
 */
export function workerBuild(outDir: string): WorkerBuild {
  const hashed = filesUnder(join(outDir, 'assets'), outDir).filter((file) => HASHED.test(file)).sort();
  const fixed = SITE_FILES.filter((file) => existsSync(join(outDir, file)));
  const revised = [APP_SHELL_FILE, ...fixed].filter((file) => existsSync(join(outDir, file))).map((file) => `${file}@${digest(readFileSync(join(outDir, file)))}`);
  return { id: digest(JSON.stringify([...hashed, ...revised])), siteFiles: fixed.map((file) => `/${file}`) };
}

/**
 * After the prerender (closeBundle, in plugin order): bundles src/sw/sw.ts with its Workbox
 * modules into dist/sw.js, with this build's id and fixed files written in. No worker in `vite
 * dev`, where the app does not register one.
 */
export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const { id, siteFiles } = workerBuild(outDir);
        const result = await esbuild({
          entryPoints: [resolve(config.root, 'src/sw/sw.ts')],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          legalComments: 'none',
          define: { __SW_BUILD__: JSON.stringify(id), __SW_SITE_FILES__: JSON.stringify(siteFiles), __SW_SITE_NAME__: JSON.stringify(site.name), 'process.env.NODE_ENV': '"production"' },
        });
        writeFileSync(join(outDir, 'sw.js'), result.outputFiles[0]!.text);
        config.logger.info(`[service-worker] sw.js: nothing precached, build ${id}`);
      },
    },
  };
}
