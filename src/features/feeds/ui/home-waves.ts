/**
 * The order in which home loads its categories: (1) the lead-story candidates and the first
 * sections, (2) the next sections, (3) the rest in the background (useCategoryWaves). The
 * build's feed snapshot (when it is on) renders the first wave into home's HTML.
 */
export const WAVE_1 = ['national-news', 'world-news', 'politics', 'business'] as const;
const WAVE_2 = ['local-news', 'technology', 'health', 'sports'] as const;
const WAVE_3 = ['opinion', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'] as const;

export const HOME_WAVES = [WAVE_1, WAVE_2, WAVE_3] as const;
