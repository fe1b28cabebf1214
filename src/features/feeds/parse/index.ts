/**
 * Parse: a feed body → Articles, with no network and no storage. The XML reader (RSS 2.0, 0.9x,
 * 1.0 and Atom; linear time, no DOCTYPE entities) and the conversion of raw items into Articles,
 * reading fields, HTML and dates by the rules of the read room. Runs in the feed worker, in the
 * main-thread fallback (loaded on demand) and in the build's scripts: the page's own scripts never
 * import it.
 */
export { parseFeed } from './parse-feed';
export { feedToArticles } from './to-article';
export { readFeedArticles } from './read-feed';
