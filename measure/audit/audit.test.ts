import { describe, expect, it } from 'vitest';
import { floorsFor, judge, keptThoughBusy, medianDecided, settledByOneRun, stalledRun } from './judge.mjs';
import { table } from './report.mjs';
import { auditRows, rowUrl } from './rows.mjs';

const lighthouse = {
  pages: ['/', '/blog/{firstPost}'],
  floors: { performance: 90, accessibility: 100 },
  ceilings: { tbtMs: 200 },
  oneRunSuffices: { performance: 97, tbtMs: 100 },
  pageFloors: [{ pages: ['/blog/{firstPost}'], floors: { accessibility: 95 }, reason: 'a sample' }],
  scenarios: [
    { label: '/ (own feed route)', page: '/', build: 'route' as const, about: 'the route' },
    { label: '/ (full-weight feeds)', page: '/', build: 'live' as const, feeds: 'heavy' },
  ],
};

const row = (over = {}) => ({ label: '/', page: '/', finalPath: '/', voided: [], tooSlow: false, performance: 95, accessibility: 100, ownTbt: 120, ...over });

describe('audit rows', () => {
  it("are budgets.json's pages, then its scenarios", () => {
    expect(auditRows(lighthouse).map((r) => [r.label, r.build, r.feeds])).toEqual([
      ['/', 'snapshot', 'shaped'],
      ['/blog/{firstPost}', 'snapshot', 'shaped'],
      ['/ (own feed route)', 'route', 'shaped'],
      ['/ (full-weight feeds)', 'live', 'heavy'],
    ]);
  });

  it('--pages measures those pages only, --scenarios the scenarios named by a word, --feeds sets the pages\' feeds', () => {
    expect(auditRows(lighthouse, { pages: ['/faq'], feeds: 'heavy' })).toEqual([{ label: '/faq', page: '/faq', build: 'snapshot', feeds: 'heavy' }]);
    expect(auditRows(lighthouse, { scenarios: ['route'] }).map((r) => r.label)).toEqual(['/ (own feed route)']);
  });

  it('fill in the first post and the build\'s origin', () => {
    expect(rowUrl({ page: '/blog/{firstPost}', build: 'snapshot' }, { snapshot: 'http://a' }, 'hello')).toBe('http://a/blog/hello');
  });
});

describe('the verdict', () => {
  it('passes a row within its floors and the TBT ceiling', () => {
    expect(judge([row()], lighthouse)).toEqual([]);
  });

  it('fails a score under its floor, a TBT over the ceiling, a void run and a page that ended elsewhere', () => {
    expect(judge([row({ performance: 89, ownTbt: 201, voided: ['run 1: 2 feeds missing'], finalPath: '/404' })], lighthouse)).toEqual([
      '/ ended on /404 (route missing?)',
      '/ run 1: 2 feeds missing: the run measured a page without its news (void)',
      '/: performance 89 < 90',
      "/: TBT 201 ms (without the host's waits) > 200 ms",
    ]);
  });

  it("judges the TBT without the main thread's waits for other threads", () => {
    expect(judge([row({ tbt: 320, ownTbt: 150 })], lighthouse)).toEqual([]);
    expect(judge([row({ tbt: 210, ownTbt: 205 })], lighthouse)).toEqual(["/: TBT 205 ms (without the host's waits) > 200 ms"]);
  });

  it('does not judge performance or TBT on a host slower than the phone, nor with shared cores', () => {
    expect(judge([row({ performance: 50, ownTbt: 900, tooSlow: true })], lighthouse)).toEqual([]);
    expect(judge([row({ performance: 50, ownTbt: 900 })], lighthouse, { sharedCores: true })).toEqual([]);
    expect(judge([row({ accessibility: 90, tooSlow: true })], lighthouse)).toEqual(['/: accessibility 90 < 100']);
  });

  it("applies a page's own floors, by the row's label", () => {
    expect(floorsFor(lighthouse, '/blog/{firstPost}')).toEqual({ performance: 90, accessibility: 95 });
    expect(judge([row({ label: '/blog/{firstPost}', page: '/blog/{firstPost}', finalPath: '/blog/a', accessibility: 96 })], lighthouse, { firstPost: 'a' })).toEqual([]);
  });

  it('lets one run settle a row only far inside the floor and the ceiling, and never a busy or void run', () => {
    expect(settledByOneRun({ performance: 99, ownTbt: 60 }, lighthouse)).toBe(true);
    expect(settledByOneRun({ performance: 96, ownTbt: 60 }, lighthouse)).toBe(false);
    expect(settledByOneRun({ performance: 99, ownTbt: 101 }, lighthouse)).toBe(false);
    expect(settledByOneRun({ performance: 99, ownTbt: 60, busy: true }, lighthouse)).toBe(false);
    expect(settledByOneRun({ performance: 99, ownTbt: 60, stalled: true }, lighthouse)).toBe(false);
    expect(settledByOneRun({ performance: 99, ownTbt: 60, voided: 'no feeds' }, lighthouse)).toBe(false);
    expect(settledByOneRun({ performance: 99, ownTbt: 60 }, { ...lighthouse, oneRunSuffices: undefined })).toBe(false);
  });
});

describe('a run on a busy host', () => {
  it('is kept only when it passes all the same: its figures are no better than the phone\'s', () => {
    expect(keptThoughBusy({ performance: 95, ownTbt: 180 }, lighthouse, '/')).toBe(true);
    expect(keptThoughBusy({ performance: 95, ownTbt: 201 }, lighthouse, '/')).toBe(false);
    expect(keptThoughBusy({ performance: 89, ownTbt: 100 }, lighthouse, '/')).toBe(false);
    expect(keptThoughBusy({ performance: 95, ownTbt: 100, voided: 'no feeds' }, lighthouse, '/')).toBe(false);
  });
});

describe('a run whose main thread waited for its own core', () => {
  it('is one whose long tasks ran under 60 % of their wall time: the host took the core away', () => {
    expect(stalledRun(1)).toBe(false);
    expect(stalledRun(0.75)).toBe(false);
    expect(stalledRun(0.61)).toBe(false);
    expect(stalledRun(0.6)).toBe(true);
    expect(stalledRun(0.34)).toBe(true);
  });
});

describe('a row ends once its runs decide the median', () => {
  const runs = (...tbts: number[]) => tbts.map((tbt) => ({ performance: tbt > 200 ? 93 : 98, ownTbt: tbt }));

  it('passes with three of five runs within the ceiling and over the floor, whatever the other two would read', () => {
    expect(medianDecided(runs(150, 120), 5, lighthouse, '/')).toBe(false);
    expect(medianDecided(runs(150, 120, 180), 5, lighthouse, '/')).toBe(true);
    expect(medianDecided(runs(150, 450, 120, 180), 5, lighthouse, '/')).toBe(true);
  });

  it('fails with three of five over the ceiling, or under the performance floor', () => {
    expect(medianDecided(runs(250, 120, 300), 5, lighthouse, '/')).toBe(false);
    expect(medianDecided(runs(250, 120, 300, 210), 5, lighthouse, '/')).toBe(true);
    expect(medianDecided([{ performance: 80, ownTbt: 150 }, { performance: 85, ownTbt: 150 }, { performance: 89, ownTbt: 150 }], 5, lighthouse, '/')).toBe(true);
  });

  it('does not pass a row whose TBT is decided while its performance is not', () => {
    const kept = [{ performance: 80, ownTbt: 150 }, { performance: 95, ownTbt: 150 }, { performance: 85, ownTbt: 150 }];
    expect(medianDecided(kept, 5, lighthouse, '/')).toBe(false);
  });
});

describe('the report', () => {
  it('has a line per row with each run\'s performance and TBT', () => {
    const measured = { label: '/', performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 1234, tbt: 61.6, ownTbt: 48.2, cls: 0, pictureBytes: 0, feeds: ['37/37 feeds'], runs: [{ performance: 98, tbt: 62, ownTbt: 48, slowdown: 10, benchmarkIndex: 3100 }] };
    const lines = table([measured]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('| / | 98 | 100 | 100 | 100 | 1.23 s | 62 ms | 48 ms | 0.000 | 37/37 | 98 / 62 / 48 at 10x (3100) |');
  });
});
