/**
 * Parse: a feed body → Articles, with no network and no storage. The XML reader (RSS 2.0, 0.9x,
 * 1.0 and Atom; linear time, no DOCTYPE entities), publication dates, feed HTML reduced to plain
 * text, and the conversion of raw items into Articles. Runs in the feed worker, in the main-thread
 * fallback (loaded on demand) and in the build's scripts: the page's own scripts never import it.
 */
export { parseFeed } from './parse-feed';
export { parseFeedDate } from './feed-date';
export { feedToArticles } from './to-article';
export { readFeedArticles } from './read-feed';
