import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build as esbuild } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';
import { APP_SHELL_FILE } from '../../src/contracts/index.ts';

/** What the worker precaches: the build's hashed files (no revision needed) and the app shell. */
export interface PrecacheItem {
  readonly url: string;
  readonly revision: string | null;
}

const HASHED = /^assets\/.+\.(js|css|woff2?|svg|png|webp|avif)$/;

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), root) : [relative(root, join(dir, entry.name)).split('\\').join('/')],
  );
}

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Files every page shows or the browser asks for (logo, icons, the default story picture, the manifest). */
const PAGE_FILES = ['favicon.svg', 'logo.svg', 'images/default-article.svg', 'manifest.webmanifest', 'icons/icon-192.png'];

/** The precache list of a build folder (after the prerender wrote the app shell). */
export function precacheList(outDir: string): PrecacheItem[] {
  const assets = filesUnder(join(outDir, 'assets'), outDir).filter((file) => HASHED.test(file)).sort();
  const revised = [APP_SHELL_FILE, ...PAGE_FILES.filter((file) => existsSync(join(outDir, file)))].map((file) => ({ url: `/${file}`, revision: digest(readFileSync(join(outDir, file))) }));
  return [...assets.map((file) => ({ url: `/${file}`, revision: null })), ...revised];
}

/**
 * After the prerender (closeBundle, in plugin order): bundles src/sw/sw.ts with its Workbox
 * modules into dist/sw.js, with this build's precache list and id written in (Workbox's
 * `self.__WB_MANIFEST` placeholder). No worker in `vite dev`, where the app does not register one.
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
        const list = precacheList(outDir);
        const id = digest(JSON.stringify(list));
        const result = await esbuild({
          entryPoints: [resolve(config.root, 'src/sw/sw.ts')],
          bundle: true,
          format: 'iife',
          target: 'es2022',
          minify: true,
          write: false,
          legalComments: 'none',
          define: { 'self.__WB_MANIFEST': JSON.stringify(list), __SW_BUILD__: JSON.stringify(id), 'process.env.NODE_ENV': '"production"' },
        });
        writeFileSync(join(outDir, 'sw.js'), result.outputFiles[0]!.text);
        config.logger.info(`[service-worker] sw.js: ${list.length} files precached, build ${id}`);
      },
    },
  };
}
