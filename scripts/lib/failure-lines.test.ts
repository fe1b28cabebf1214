import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.mjs';

describe('failure lines', () => {
  it('keeps the lines that name an error, a failure or a timeout, not the passed tests that say so', () => {
    const seen = failureLines();
    for (const line of [
      '  ✓   63 [suite] › tests/e2e/faults.spec.ts:35:1 › a render error in a route shows the error page (4.9s)',
      'Error: Worker teardown timeout of 45000ms exceeded while tearing down "workerFixtureServer".',
      '> 41 | export const test = base.extend<',
      '  11 did not run',
      '  1 error was not a part of any test, see above for details',
      '[engines] FAILED WebKit: region picker: Error: not within 10000 ms',
      '[unit]      ✓ every fixture feed parses (or fails politely)',
    ]) seen.add(line);
    expect(seen.lines()).toEqual([
      'Error: Worker teardown timeout of 45000ms exceeded while tearing down "workerFixtureServer".',
      '  1 error was not a part of any test, see above for details',
      '[engines] FAILED WebKit: region picker: Error: not within 10000 ms',
    ]);
  });

  it('keeps only the last ones, each cut to a readable width', () => {
    const seen = failureLines({ keep: 2, width: 10 });
    for (const n of [1, 2, 3]) seen.add(`Error ${n} ${'x'.repeat(20)}`);
    expect(seen.lines()).toEqual(['Error 2 xx…', 'Error 3 xx…']);
  });
});
