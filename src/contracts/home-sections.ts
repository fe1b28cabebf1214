/** Home's news sections: where each is drawn, and in which waves their feeds load. Both lists hold the same categories. */

/** The sections in reading order, by place on the page. */
export const HOME_LAYOUT = {
  /** Below the lead area, left column, as cards. */
  main: ['national-news', 'local-news', 'opinion'],
  /** The sidebar. */
  aside: ['world-news'],
  /** The list sections below, in a grid. */
  more: ['politics', 'business', 'technology', 'sports', 'health', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'],
} as const;

/** Every home section once, in reading order. */
export const HOME_SECTIONS: readonly string[] = [...HOME_LAYOUT.main, ...HOME_LAYOUT.aside, ...HOME_LAYOUT.more];

/**
 * The order in which home loads its categories: the lead-story candidates and first sections, the
 * next sections, then the rest. The build's feed snapshot renders the first wave into home's HTML.
 */
export const WAVE_1 = ['national-news', 'world-news', 'politics', 'business'] as const;
const WAVE_2 = ['local-news', 'technology', 'health', 'sports'] as const;
const WAVE_3 = ['opinion', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'] as const;
export const HOME_WAVES = [WAVE_1, WAVE_2, WAVE_3] as const;
