import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): every function of the file is compiled with it, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose code runs almost whole as a page starts (`chunks`, by name) for eager
 * compilation. V8 otherwise compiles a function the first time it runs, on the main thread: React
 * DOM's module is one wrapper function of about 200 KB, compiled when the app first asks for it, and
 * its functions one by one as hydration first calls them. With the hint, Chromium compiles them while
 * the file streams in, on a background thread. Other engines read it as a comment. The hint must
 * open the file.
 */
export function compileHintsPlugin(chunks: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks (its preload map opens some), so the hint comes first.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && chunks.includes(file.name) && !file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
        }
      },
    },
  };
}
