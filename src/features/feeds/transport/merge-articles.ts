import { ARTICLES_PER_CATEGORY } from '@/contracts/limits';
import type { Article } from '@/lib/article';

/*
 * The merge runs on the main thread, so it lives apart from the converter (to-article.ts), whose
 * HTML reader belongs in the feed worker.
 */

/**
 * What separates words in a title: ASCII and Latin-1 punctuation, symbols and spaces, and the
 * Unicode punctuation blocks. Written as ranges because a `\p{L}\p{N}` class compiles into thousands
 * of ranges on first use, a long task on a phone.
 */
const SEPARATORS = /[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\xbf\xd7\xf7\u2000-\u206f\u2e00-\u2e7f\u3000-\u303f\ufe30-\ufe4f\uff00-\uff0f\uff1a-\uff20]+/g;

/** A title reduced to its words, for spotting one story in two feeds (case and punctuation aside). */
export function titleKey(title: string): string {
  return title.toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** Merges several feeds: duplicates (same link or title) dropped, newest first (undated last), `limit` kept. */
export function mergeArticles(lists: readonly (readonly Article[])[], limit = ARTICLES_PER_CATEGORY): Article[] {
  const seenLinks = new Set<string>();
  const seenTitles = new Set<string>();
  const seenIds = new Set<string>();
  const merged: Array<{ article: Article; time: number; order: number }> = [];
  let order = 0;
  for (const articles of lists) {
    for (const article of articles) {
      const key = titleKey(article.title);
      if ((article.link && seenLinks.has(article.link)) || seenTitles.has(key)) continue;
      if (article.link) seenLinks.add(article.link);
      seenTitles.add(key);
      let id = article.id;
      while (seenIds.has(id)) id = `${id}-${order}`;
      seenIds.add(id);
      const time = article.date ? Date.parse(article.date) : Number.NEGATIVE_INFINITY;
      merged.push({ article: id === article.id ? article : { ...article, id }, time: Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time, order: order++ });
    }
  }
  merged.sort((a, b) => (b.time === a.time ? a.order - b.order : b.time > a.time ? 1 : -1));
  return merged.slice(0, limit).map((m) => m.article);
}
