/**
 * Read: the reading rules the parser and the feed route's trimmer share, so a trimmed feed reads
 * exactly as the untrimmed one: field text (CDATA, entities, cuts), HTML to text and pictures,
 * publication dates, and what a card shows of an item. No network, no storage, no XML parser, and
 * no `@/` imports: the hosts' handlers bundle it (nginx's njs too).
 */
export { ARTICLES_PER_FEED, cardText, EXCERPT_LENGTH, itemsConsidered, newestOrder } from './card-text';
export { parseFeedDate } from './feed-date';
export { collapseSpaces, collapseWhitespace, htmlToText, readHtml, STILL_MARKUP, truncateAtWord } from './html-text';
export { FIELD_LIMITS, fieldText, MAX_ITEMS_READ, RAW_TEXT, xmlText } from './xml-text';
