import { ARTICLES_PER_CATEGORY } from '@/contracts/limits';
import type { Article } from '@/lib/article';

/*
 * Merging a category's feeds runs on the main thread (fetch-category.ts), so it
 * lives apart from the converter (to-article.ts), which brings the HTML reader
 * and runs in the feed worker: the merge costs the home page nothing extra.
 */

function titleKey(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Merge the articles of several feeds: drop duplicates (same link or same
 * title), sort newest first (unknown dates last, otherwise stable) and keep `limit`.
 */
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
