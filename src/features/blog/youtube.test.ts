import { describe, expect, it } from 'vitest';
import { youtubeShortsId } from './youtube';

const ID = 'aBcDeFgHi_-';

describe('youtubeShortsId', () => {
  it.each([
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `https://m.youtube.com/shorts/${ID}`,
    `http://www.youtube.com/shorts/${ID}`,
    `https://youtu.be/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/shorts/${ID}#t=3`,
    `www.youtube.com/shorts/${ID}`,
    `youtu.be/shorts/${ID}`,
    `  https://YOUTUBE.com/shorts/${ID}  `,
  ])('reads the id from %s', (url) => {
    expect(youtubeShortsId(url)).toBe(ID);
  });

  it.each([
    ['a 10-character id', 'https://www.youtube.com/shorts/abcdefghij'],
    ['a 12-character id', 'https://www.youtube.com/shorts/abcdefghijkl'],
    ['characters outside the id alphabet', 'https://www.youtube.com/shorts/abc$efghijk'],
    ['a normal watch URL', `https://www.youtube.com/watch?v=${ID}`],
    ['a youtu.be short link without /shorts/', `https://youtu.be/${ID}`],
    ['another host', `https://example.com/shorts/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/shorts/${ID}`],
    ['a deeper path', `https://www.youtube.com/shorts/${ID}/extra`],
    ['a javascript: URL', `javascript:alert('/shorts/${ID}')`],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['garbage', 'not a url at all'],
  ])('gives nothing for %s', (_label, url) => {
    expect(youtubeShortsId(url)).toBeNull();
  });
});
