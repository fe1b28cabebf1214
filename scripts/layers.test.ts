import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers in eslint.config.js hold: an import against them fails lint, the same import in the
 * allowed direction passes. The files linted here are planted in memory only.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint of a run starts ESLint and its TypeScript parser: seconds on a loaded 2-core host.
describe('lint layers', { timeout: 60_000 }, () => {
  it.each([
    ['src/lib/planted.ts', "import { env } from '@/config/env';\nexport const x = env;", /src\/lib may import only/],
    ['src/contracts/planted.ts', "import { ok } from '@/lib/result';\nexport const x = ok;", /src\/contracts may import only/],
    ['src/lib/planted.ts', "import { env } from '../config/env';\nexport const x = env;", /src\/lib may import only/],
    ['src/components/ui/planted.tsx', "import { router } from '@/app/router';\nexport const x = router;", /src\/components may import only/],
    ['src/config/planted.ts', "import { faq } from '@/content/faq';\nexport const x = faq;", /src\/config may import only/],
    ['src/features/faq/planted.ts', "import { x as y } from '@/features/blog/blog-config';\nexport const x = y;", /Features do not import each other/],
    ['src/features/blog/planted.ts', "import { y } from '../faq/faq-list';\nexport const x = y;", /leaves its folder only with the @\/ alias/],
    ['src/app/planted.ts', "import { y } from '../../scripts/x';\nexport const x = y;", /deep relative paths/],
    ['scripts/planted.ts', "import { y } from '../src/components/ui/skeleton';\nexport const x = y;", /nothing imports the app's components/],
    ['scripts/planted.ts', "import { y } from '@/features/blog/get-blog-list';\nexport const x = y;", /through its index\.ts/],
    ['scripts/planted.ts', "import { y } from '@/app/router';\nexport const x = y;", /build entries/],
    ['edge/planted.ts', "import { y } from '../src/app/route-table';\nexport const x = y;", /never the app/],
    ['edge/planted.ts', "import { y } from '../measure/lib/stats.mjs';\nexport const x = y;", /measure\/ .* stands apart/],
    ['scripts/planted.ts', "import { y } from '../measure/audit/judge.mjs';\nexport const x = y;", /measure\/ .* stands apart/],
    ['src/features/faq/planted.ts', "import { y } from '@/../measure/lib/stats.mjs';\nexport const x = y;", /measure\/ .* stands apart/],
  ])('%s: %s fails', async (filePath, code, message) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('a room of the feed pipeline is entered only through its door', async () => {
    const rooms = ['transport', 'parse', 'cache', 'ui'];
    for (const room of rooms) {
      expect(await layerErrors('src/app/planted.ts', `import { y } from '@/features/feeds/${room}/anything';\nexport const x = y;`)).toEqual([
        expect.stringMatching(/through its door/),
      ]);
      expect(await layerErrors('src/app/planted.ts', `import { y } from '@/features/feeds/${room}';\nexport const x = y;`)).toEqual([]);
    }
    const sibling = rooms.find((room) => room !== 'parse');
    expect(await layerErrors('src/features/feeds/parse/planted.ts', `import { y } from '../${sibling}/anything';\nexport const x = y;`)).toEqual([
      expect.stringMatching(/through its door/),
    ]);
  });

  it.each([
    ['src/lib/planted.ts', "import type { AppEnv } from '@/contracts';\nexport type X = AppEnv;"],
    ['src/config/planted.ts', "import { ok } from '@/lib/result';\nexport const x = ok;"],
    ['src/components/ui/planted.tsx', "import { faq } from '@/content/faq';\nexport const x = faq;"],
    ['src/features/faq/planted.ts', "import { y } from '@/components/ui/skeleton';\nexport const x = y;"],
    ['src/app/planted.ts', "import { y } from '@/features/blog/blog-config';\nexport const x = y;"],
    ['scripts/planted.ts', "import { y } from '@/features/blog';\nexport const x = y;"],
    ['scripts/planted.ts', "import { y } from '@/app/render-page';\nexport const x = y;"],
    ['edge/planted.ts', "import { y } from '../src/contracts';\nexport const x = y;"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

/** The files the hosts' handlers bundle, found by following relative imports from their entries. */
function handlerModules(): Map<string, string[]> {
  const root = new URL('..', import.meta.url).pathname;
  const found = new Map<string, string[]>();
  const resolveFile = (from: string, spec: string) =>
    [spec, `${spec}.ts`, `${spec}.tsx`, `${spec}/index.ts`].map((c) => resolve(dirname(from), c)).find((c) => existsSync(c) && statSync(c).isFile());
  const walk = (file: string) => {
    if (found.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
    found.set(file, specifiers);
    for (const spec of specifiers) {
      const next = spec.startsWith('.') ? resolveFile(file, spec) : undefined;
      if (next) walk(next);
    }
  };
  for (const dir of ['edge', 'netlify/functions', 'cloudflare', 'api']) {
    for (const name of readdirSync(join(root, dir))) if (name.endsWith('.ts') && !name.includes('.test.')) walk(join(root, dir, name));
  }
  return new Map([...found].map(([file, specs]) => [relative(root, file), specs]));
}

describe("the hosts' handlers", () => {
  it('bundle only relative imports: Netlify\'s and Cloudflare\'s bundlers do not know the @/ alias', () => {
    const modules = handlerModules();
    expect([...modules.keys()]).toContain('src/contracts/headers.ts');
    const aliased = [...modules].flatMap(([file, specs]) => specs.filter((spec) => spec.startsWith('@/')).map((spec) => `${file} imports ${spec}`));
    expect(aliased).toEqual([]);
  });
});
