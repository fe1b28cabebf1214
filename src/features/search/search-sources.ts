import { createLimiter } from '@/lib/concurrency';
import type { SearchDocument } from './search-document';

/**
 * One place search documents come from (a news category, the blog list, the
 * FAQ…). The app builds these from each feature's data (src/app/search-wiring.ts).
 */
export interface SearchSource {
  readonly id: string;
  /** What the loading line names while this source is pending, e.g. "Politics". */
  readonly label: string;
  /** Documents available at once (static content, the browser's feed cache), or null. */
  readonly initial?: () => readonly SearchDocument[] | null;
  /** Fetches the rest, within the feature's own cache rules. Rejects or resolves; never both. */
  readonly load?: (signal: AbortSignal) => Promise<readonly SearchDocument[]>;
}

interface RunSourcesOptions {
  readonly signal: AbortSignal;
  /** Loads running at once, so a search does not start every feed request together. */
  readonly concurrency?: number;
  readonly onDocuments: (documents: readonly SearchDocument[], source: SearchSource) => void;
  readonly onSettled: (source: SearchSource, outcome: 'done' | 'failed') => void;
}

/**
 * Takes every source's immediate documents synchronously, then runs the loads
 * a few at a time. A failing source is reported once and does not stop the others.
 */
export async function runSources(sources: readonly SearchSource[], options: RunSourcesOptions): Promise<void> {
  const { signal, concurrency = 4, onDocuments, onSettled } = options;
  const queue: SearchSource[] = [];
  for (const source of sources) {
    let initial: readonly SearchDocument[] | null = null;
    try {
      initial = source.initial?.() ?? null;
    } catch (error) {
      console.warn(`[search] could not read ${source.label} from the cache`, error);
    }
    if (initial?.length) onDocuments(initial, source);
    if (source.load) queue.push(source);
    else onSettled(source, 'done');
  }

  async function load(source: SearchSource) {
    if (signal.aborted) return;
    try {
      const docs = await source.load!(signal);
      if (signal.aborted) return;
      if (docs.length) onDocuments(docs, source);
      onSettled(source, 'done');
    } catch (error) {
      if (signal.aborted) return;
      console.warn(`[search] ${source.label} could not be loaded; searching without it`, error);
      onSettled(source, 'failed');
    }
  }
  const limiter = createLimiter(Math.max(1, concurrency));
  await Promise.all(queue.map((source) => limiter.run(() => load(source))));
}
