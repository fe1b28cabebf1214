import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints.ts';

function chunk(name: string, code: string): Rolldown.OutputChunk {
  return { type: 'chunk', name, fileName: `assets/${name}-abc.js`, code } as Rolldown.OutputChunk;
}

function run(chunks: readonly string[], bundle: Rolldown.OutputBundle): void {
  const hook = compileHintsPlugin(chunks).generateBundle as { handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void };
  hook.handler.call({}, {}, bundle);
}

describe('compileHintsPlugin', () => {
  it('opens the named chunks with the hint, after everything else the build put first', () => {
    const bundle = {
      'assets/framework-abc.js': chunk('framework', 'const __vite__mapDeps=1;\nimport"x";'),
      'assets/home-abc.js': chunk('home', 'export{}'),
      'assets/index.css': { type: 'asset', name: 'index.css', fileName: 'assets/index.css', source: 'a{}' },
    } as unknown as Rolldown.OutputBundle;
    run(['framework'], bundle);
    expect((bundle['assets/framework-abc.js'] as Rolldown.OutputChunk).code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nimport"x";`);
    expect((bundle['assets/home-abc.js'] as Rolldown.OutputChunk).code).toBe('export{}');
  });

  it('adds it once', () => {
    const bundle = { 'assets/framework-abc.js': chunk('framework', `${COMPILE_HINT}export{}`) } as unknown as Rolldown.OutputBundle;
    run(['framework'], bundle);
    expect((bundle['assets/framework-abc.js'] as Rolldown.OutputChunk).code).toBe(`${COMPILE_HINT}export{}`);
  });
});
