import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { assertFramesCrossOrigin } from '../prerender/frames-check.ts';
import type { BuildInfo, RenderedSite } from '../prerender/render-site.ts';
import { BUNDLE_STATS_FILE } from './bundle-stats.ts';

/**
 * After the client build: writes one HTML file per static route with that
 * route's head tags, the SPA fallback page, sitemap.xml and robots.txt, with
 * the Content-Security-Policy in every HTML file (scripts/prerender/*). The
 * page data comes from pure data modules loaded through Vite's module runner,
 * so `@/` imports and `import.meta.env` (this build's env) work as in the app;
 * no browser is involved.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        assertFramesCrossOrigin(config.env);
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        // A module-runner server in this build's configuration: `@/` imports, this build's
        // `import.meta.env`, and dynamic imports (the route table's pages) all work as in the app.
        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          resolve: { alias: config.resolve.alias },
          define: { ...config.define, 'import.meta.env': JSON.stringify(config.env) },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
        const statsFile = join(outDir, BUNDLE_STATS_FILE);
        const build: BuildInfo = {
          chunks: existsSync(statsFile) ? (JSON.parse(readFileSync(statsFile, 'utf8')) as { chunks: BuildInfo['chunks'] }).chunks : [],
        };
        const module = (await server.ssrLoadModule('/scripts/prerender/render-site.ts')) as { renderSite: (html: string, build: BuildInfo) => Promise<RenderedSite> };
        const { files, warnings, summary } = await module.renderSite(template, build);
        for (const warning of warnings) config.logger.warn(`[prerender] ${warning}`);
        for (const [file, text] of Object.entries(files)) {
          const target = join(outDir, file);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, text);
        }
        config.logger.info(`[prerender] ${summary}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
