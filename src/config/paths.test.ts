import { describe, expect, it } from 'vitest';
import { footerNav, INLINE_NAV_COUNT, mainNav } from './paths';

/**
 * The publication's navigation, written out here rather than read from paths.ts: the browser
 * tests take their order from `mainNav`, so a link dropped or moved there would go unnoticed
 * without this list.
 */
const PUBLICATION_NAV: ReadonlyArray<readonly [label: string, to: string]> = [
  ['Home', '/'],
  ['Blog', '/blog'],
  ['Partners', '/partners'],
  ['FAQ', '/faq'],
  ['Local News', '/local-news'],
  ['National News', '/national-news'],
  ['World News', '/world-news'],
  ['Politics', '/politics'],
  ['Business', '/business'],
  ['Technology', '/technology'],
  ['Automotive', '/automotive'],
  ['Real Estate', '/real-estate'],
  ['Health', '/health'],
  ['Sports', '/sports'],
  ['Arts & Culture', '/arts'],
  ['Food', '/food'],
  ['Lifestyle', '/lifestyle'],
  ['Opinion', '/opinion'],
  ['Archives', '/archives'],
  ['Events', '/local-events'],
];

describe('header navigation', () => {
  it('lists the twenty sections in the publication’s order', () => {
    expect(mainNav.map((item) => [item.label, item.to])).toEqual(PUBLICATION_NAV);
  });

  it('shows the first nine inline on desktop; the rest go under More', () => {
    expect(INLINE_NAV_COUNT).toBe(9);
    expect(mainNav.slice(0, INLINE_NAV_COUNT).at(-1)!.to).toBe('/business');
  });
});

describe('footer links', () => {
  it('are home, the six main news sections, opinion and the two legal pages, in that order', () => {
    expect(footerNav.map((item) => item.to)).toEqual(['/', '/local-news', '/national-news', '/world-news', '/politics', '/business', '/technology', '/opinion', '/privacy', '/terms']);
    for (const item of footerNav) expect(item.label, item.to).not.toBe(item.to);
  });
});
