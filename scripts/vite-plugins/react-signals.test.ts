import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutStacks } from './react-signals';

const require = createRequire(import.meta.url);
// The file the build bundles (the package's exports do not name it: it sits beside package.json's cjs/).
const reactDomClient = readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js'), 'utf8');

describe("React DOM's signals without stacks", () => {
  it('rewrites every signal React DOM makes at its top level, and nothing else', () => {
    const rewritten = withoutStacks(reactDomClient);
    const signals = [...rewritten.matchAll(/\b(\w+Exception) = Object\.assign\(Object\.create\(Error\.prototype\), \{ message: formatProdErrorMessage\((\d+)\) \}\)/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(signals.sort()).toEqual(['HydrationMismatchException 519', 'SelectiveHydrationException 461', 'SuspenseActionException 542', 'SuspenseException 460', 'SuspenseyCommitException 474']);
    // Only those lines change: the errors React throws to be shown keep their stacks.
    expect(rewritten.length - reactDomClient.length).toBe(5 * ('Object.assign(Object.create(Error.prototype), { message: '.length - 'Error('.length + ' }'.length));
    expect(rewritten).toContain('Error(formatProdErrorMessage(520), { cause: value })');
  });

  it('makes objects that are errors to whoever checks, with the message and no stack', () => {
    const make = new Function('formatProdErrorMessage', `let SuspenseException; ${withoutStacks('SuspenseException = Error(formatProdErrorMessage(460))')}; return SuspenseException;`) as (f: (n: number) => string) => Error;
    const signal = make((n) => `Minified React error #${n}`);
    expect(signal).toBeInstanceOf(Error);
    expect(signal.message).toBe('Minified React error #460');
    expect(String(signal)).toBe('Error: Minified React error #460');
    expect(signal.stack).toBeUndefined();
  });
});
