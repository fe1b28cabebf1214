import { describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './search-document';
import { runSources, type SearchSource } from './search-sources';
import { doc } from './test-documents';
import { deferred } from '@/test/deferred';

describe('runSources', () => {
  it('delivers immediate documents first, then loads, a few at a time', async () => {
    const loads = Array.from({ length: 5 }, () => deferred<readonly SearchDocument[]>());
    let running = 0;
    let maxRunning = 0;
    const sources: SearchSource[] = [
      { id: 'faq', label: 'FAQ', initial: () => [doc('a', 'faq', 'A')] },
      ...loads.map((d, i) => ({
        id: `news-${i}`,
        label: `News ${i}`,
        initial: () => (i === 0 ? [doc('cached', 'news', 'Cached')] : null),
        load: async () => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          try {
            return await d.promise;
          } finally {
            running -= 1;
          }
        },
      })),
    ];
    const delivered: string[] = [];
    const settled: string[] = [];
    const run = runSources(sources, {
      signal: new AbortController().signal,
      concurrency: 2,
      onDocuments: (docs) => delivered.push(...docs.map((d) => d.id)),
      onSettled: (source, outcome) => settled.push(`${source.id}:${outcome}`),
    });
    expect(delivered).toEqual(['faq:a', 'news:cached']);
    expect(settled).toEqual(['faq:done']);
    loads.forEach((d, i) => d.resolve([doc(`n${i}`, 'news', `N${i}`)]));
    await run;
    expect(maxRunning).toBe(2);
    expect(delivered).toHaveLength(7);
    expect(settled).toHaveLength(6);
  });

  it('reports a failing source once and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settled: string[] = [];
    const delivered: string[] = [];
    await runSources(
      [
        { id: 'bad', label: 'Bad', load: () => Promise.reject(new Error('boom')) },
        { id: 'broken-cache', label: 'Broken cache', initial: () => { throw new Error('bad json'); } },
        { id: 'good', label: 'Good', load: () => Promise.resolve([doc('g', 'blog', 'Good')]) },
      ],
      {
        signal: new AbortController().signal,
        onDocuments: (docs) => delivered.push(...docs.map((d) => d.id)),
        onSettled: (source, outcome) => settled.push(`${source.id}:${outcome}`),
      },
    );
    expect(delivered).toEqual(['blog:g']);
    expect(settled.sort()).toEqual(['bad:failed', 'broken-cache:done', 'good:done']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('stops delivering after abort', async () => {
    const controller = new AbortController();
    const d = deferred<readonly SearchDocument[]>();
    const onDocuments = vi.fn();
    const run = runSources([{ id: 'slow', label: 'Slow', load: () => d.promise }], { signal: controller.signal, onDocuments, onSettled: vi.fn() });
    controller.abort();
    d.resolve([doc('late', 'news', 'Late')]);
    await run;
    expect(onDocuments).not.toHaveBeenCalled();
  });
});
