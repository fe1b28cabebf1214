import type { Plugin } from 'vite';

/** One chunk of the production build, as the size check (`npm run budgets`) reads it. */
export interface ChunkStats {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** Source module the chunk stands for (a lazy route module), relative to the project. */
  readonly facade: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly css: readonly string[];
  /** npm packages (or `src/...` folders) whose code is in the chunk. */
  readonly packages: readonly string[];
}

export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

function packageOf(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const marker = 'node_modules/';
  const at = clean.lastIndexOf(marker);
  if (at >= 0) {
    const parts = clean.slice(at + marker.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? clean);
  }
  return clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
}

/**
 * Writes dist/.vite/bundle-stats.json: every JS chunk with its static and lazy
 * imports and the packages inside it, so the size check can tell what the
 * first paint loads and prove that heavy libraries load later.
 */
export function bundleStatsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set(Object.keys(output.modules).map((id) => packageOf(id, root)));
        const meta = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? packageOf(output.facadeModuleId, root) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: meta?.importedCss ? [...meta.importedCss] : [],
          packages: [...packages].sort(),
        });
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_STATS_FILE, source: `${JSON.stringify({ chunks }, null, 2)}\n` });
    },
  };
}
