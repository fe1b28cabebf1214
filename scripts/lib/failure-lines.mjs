/**
 * The lines of a step's output that name what went wrong, kept as the step prints them so that
 * `npm test` can print them again under its summary: a CI log often keeps only a run's last lines,
 * and a suite prints its errors above its long list of passed tests.
 *
 * A line counts when it names an error, a failure or a timeout, and is not a passed test's line
 * (whose title may say "error"). The last `keep` are kept, each cut to `width` characters.
 */
const NAMES_A_FAILURE = /error|fail|timed? ?out|exceeded|✘|×/i;
const PASSED = /^\s*(\[[^\]]+\]\s*)?(✓|ok\b|√)/;

export function failureLines({ keep = 20, width = 300 } = {}) {
  const lines = [];
  return {
    /** Looks at one line of output. */
    add(line) {
      if (!NAMES_A_FAILURE.test(line) || PASSED.test(line)) return;
      lines.push(line.length > width ? `${line.slice(0, width)}…` : line);
      if (lines.length > keep) lines.shift();
    },
    /** The lines kept, oldest first. */
    lines: () => [...lines],
  };
}
