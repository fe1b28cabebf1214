import { describe, expect, it } from 'vitest';
import { offlinePage, offlinePageHtml, pageTitle } from './offline-page';

describe('pageTitle', () => {
  it('reads a saved page\'s title without the site name, entities decoded', () => {
    expect(pageTitle('<html><head><title>Technology | Civic</title></head></html>', 'Civic')).toBe('Technology');
    expect(pageTitle('<title>Roads &amp; Bridges &#8211; Q&#x26;A | Civic</title>', 'Civic')).toBe('Roads & Bridges – Q&A');
    expect(pageTitle('<title>Civic</title>', 'Civic')).toBe('Civic');
  });

  it('gives an empty title for a page without one, and a bounded one for a huge title', () => {
    expect(pageTitle('<html><body>no title</body></html>', 'Civic')).toBe('');
    expect(pageTitle('<title>unclosed', 'Civic')).toBe('');
    expect(pageTitle(`<title>${'x'.repeat(100_000)}</title>`, 'Civic')).toHaveLength(200);
  });
});

describe('the offline page', () => {
  const saved = [
    { path: '/technology', title: 'Technology' },
    { path: '/', title: 'Civic' },
    { path: '/faq', title: 'Frequently Asked Questions' },
  ];

  it('says the page was never opened here and links to the saved pages, home first', () => {
    const html = offlinePageHtml({ siteName: 'Civic', path: '/politics', saved });
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('/politics has not been opened on this device');
    const links = [...html.matchAll(/<li><a href="([^"]*)">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/', 'Home'],
      ['/faq', 'Frequently Asked Questions'],
      ['/technology', 'Technology'],
    ]);
  });

  it('says so when nothing is saved yet', () => {
    expect(offlinePageHtml({ siteName: 'Civic', path: '/x', saved: [] })).toContain('No pages are saved on this device yet');
  });

  it('escapes what it shows: a hostile path or title stays text', () => {
    const html = offlinePageHtml({ siteName: 'Civic', path: '/"><script>alert(1)</script>', saved: [{ path: '/a"onmouseover="x', title: '<img src=x onerror=alert(1)>' }] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"onmouseover');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is answered uncached, with a policy that lets nothing load or run', async () => {
    const response = offlinePage({ siteName: 'Civic', path: '/x', saved: [] });
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('You are offline');
  });
});
