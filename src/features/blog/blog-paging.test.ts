import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '@/contracts/blog';
import { knownPageCount, pageWindow, parsePageParam, totalPages } from './blog-paging';

describe('paging math', () => {
  it('pages are ceil(total / 10)', () => {
    expect(BLOG_PAGE_SIZE).toBe(10);
    expect(totalPages(0)).toBe(0);
    expect(totalPages(1)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(totalPages(23)).toBe(3);
    expect(totalPages(-5)).toBe(0);
    expect(totalPages(Number.NaN)).toBe(0);
  });

  it('reads ?page= safely', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-3')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
    expect(parsePageParam('9999999999')).toBe(1);
  });

  it('uses the total when the service gives one', () => {
    expect(knownPageCount(1, 23, 10)).toBe(3);
    expect(knownPageCount(3, 23, 3)).toBe(3);
    expect(knownPageCount(1, 0, 0)).toBe(0);
  });

  it('without a total, a next page exists while a full page came back', () => {
    expect(knownPageCount(1, null, 10)).toBe(2);
    expect(knownPageCount(2, null, 10)).toBe(3);
    expect(knownPageCount(3, null, 4)).toBe(3);
    expect(knownPageCount(1, null, 4)).toBe(1);
    expect(knownPageCount(4, null, 0)).toBe(3);
  });

  it('shows a window of five page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
