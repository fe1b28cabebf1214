import { afterEach, describe, expect, it, vi } from 'vitest';
import { canHydrate, pageDataScript, readPageData, resetPageDataForTests, serializePageData } from './page-data';

afterEach(() => {
  resetPageDataForTests();
  document.body.innerHTML = '';
});

describe('page data', () => {
  it('serialises so that no text can close the script element', () => {
    const text = serializePageData({ path: '/x', queries: { mutations: [], queries: [{ state: { data: '</script><script>alert(1)</script>\u2028&' } }] } as never });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toMatchObject({ path: '/x' });
  });

  it('is read back from the document, and ignored when it is not valid', () => {
    document.body.innerHTML = pageDataScript({ path: '/faq' });
    expect(readPageData()).toEqual({ path: '/faq' });
    resetPageDataForTests();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="page-data">{not json</script>';
    expect(readPageData()).toBeNull();
  });

  it('hydrates only the view the HTML was rendered for', () => {
    const data = { path: '/faq' };
    expect(canHydrate(data, { pathname: '/faq', search: '' })).toBe(true);
    expect(canHydrate(data, { pathname: '/faq/', search: '?utm_source=newsletter' })).toBe(true);
    expect(canHydrate(data, { pathname: '/faq', search: '?q=corrections' })).toBe(false);
    expect(canHydrate(data, { pathname: '/blog', search: '' })).toBe(false);
    expect(canHydrate({ path: null }, { pathname: '/anything', search: '' })).toBe(false);
    expect(canHydrate(null, { pathname: '/faq', search: '' })).toBe(false);
    expect(canHydrate(data, { pathname: '/%E0%A4%A', search: '' })).toBe(false);
  });
});
