import { describe, expect, it } from 'vitest';
import { isKeepMessage, MAX_KEEP_URLS, savesData } from './save-data';

describe('savesData', () => {
  it('is true when the reader asked to save data or the connection is 2G-class', () => {
    expect(savesData({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(savesData({ connection: { saveData: false, effectiveType: '2g' } })).toBe(true);
    expect(savesData({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
  });

  it('is false on a faster connection, and in browsers that say nothing about theirs', () => {
    expect(savesData({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(savesData({ connection: { saveData: false, effectiveType: '4g' } })).toBe(false);
    expect(savesData({})).toBe(false);
    expect(savesData({ connection: null })).toBe(false);
  });
});

describe('isKeepMessage', () => {
  it('accepts the page\'s message', () => {
    expect(isKeepMessage({ type: 'keep', page: '/technology', urls: ['http://site/assets/a.js'] })).toBe(true);
    expect(isKeepMessage({ type: 'keep', page: null, urls: [] })).toBe(true);
  });

  it('refuses anything else: other types, wrong shapes, too many or too long addresses', () => {
    for (const data of [null, 'keep', { type: 'other', page: '/', urls: [] }, { type: 'keep', page: 1, urls: [] }, { type: 'keep', page: '/', urls: [1] }, { type: 'keep', page: '/' }]) {
      expect(isKeepMessage(data)).toBe(false);
    }
    expect(isKeepMessage({ type: 'keep', page: '/', urls: Array.from({ length: MAX_KEEP_URLS + 1 }, () => '/assets/a.js') })).toBe(false);
    expect(isKeepMessage({ type: 'keep', page: '/', urls: [`/assets/${'a'.repeat(3000)}.js`] })).toBe(false);
  });
});
