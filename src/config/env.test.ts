import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEED_PROXIES, DEFAULT_IMAGE_PROXY, OWN_IMAGE_ROUTE, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the contract defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.feedProxies).toEqual(DEFAULT_FEED_PROXIES);
    expect(env.feedProxies).toHaveLength(3);
    expect(env.functionsUrl).toBeNull();
    expect(env.functionsAnonKey).toBeNull();
    expect(env.blogDomain).toBeNull();
    expect(env.siteUrl).toBeNull();
    expect(env.adScriptUrl).toBeNull();
    expect(env.eventsEmbedUrl).toBeNull();
    expect(env.newsletterUrl).toBeNull();
  });

  it('defaults: no codetabs, path-style cors.eu.org first, allorigins without its hour-long cache, rate-limited cors.lol last', () => {
    const hosts = DEFAULT_FEED_PROXIES.map((t) => new URL(t.split('{rawUrl}').join('x').split('{url}').join('x')).host);
    expect(hosts).toEqual(['cors.eu.org', 'api.allorigins.win', 'api.cors.lol']);
    expect(DEFAULT_FEED_PROXIES.join(' ')).not.toContain('codetabs');
    // A cors-anywhere-style proxy reads the target from the raw path: an encoded URL would read as a host name.
    expect(DEFAULT_FEED_PROXIES[0]).toBe('https://cors.eu.org/{rawUrl}');
    // allorigins' /raw (the raw body, not the JSON /get), asked not to serve its cached copy.
    const allorigins = new URL(DEFAULT_FEED_PROXIES[1]!);
    expect(allorigins.pathname).toBe('/raw');
    expect(allorigins.searchParams.get('disableCache')).toBe('true');
    expect(allorigins.searchParams.get('url')).toBe('{url}');
    expect(DEFAULT_FEED_PROXIES[2]).toBe('https://api.cors.lol/?url={url}');
  });

  it('accepts both template styles: {url} (encoded, query-style) and {rawUrl} (path-style)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = parseEnv({ VITE_FEED_PROXIES: 'https://own-proxy.test/{rawUrl},https://a.test/raw?url={url}' });
    expect(env.feedProxies).toEqual(['https://own-proxy.test/{rawUrl}', 'https://a.test/raw?url={url}']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a {rawUrl} entry that is not an http(s) URL template', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = parseEnv({ VITE_FEED_PROXIES: 'ftp://p.test/{rawUrl}, https://ok.test/{rawUrl}' });
    expect(env.feedProxies).toEqual(['https://ok.test/{rawUrl}']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('splits proxy templates in order and drops entries without {url}', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = parseEnv({ VITE_FEED_PROXIES: ' https://a.test/raw?url={url} , https://b.test/?q=x ,https://c.test/{url}' });
    expect(env.feedProxies).toEqual(['https://a.test/raw?url={url}', 'https://c.test/{url}']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default proxies when every entry is invalid', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseEnv({ VITE_FEED_PROXIES: 'javascript:{url}' }).feedProxies).toEqual(DEFAULT_FEED_PROXIES);
  });

  it('trims a trailing slash from base URLs and rejects non-http ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = parseEnv({ VITE_FUNCTIONS_URL: 'https://fn.test/functions/v1/', VITE_SITE_URL: 'ftp://nope', VITE_NEWSLETTER_URL: '  ' });
    expect(env.functionsUrl).toBe('https://fn.test/functions/v1');
    expect(env.siteUrl).toBeNull();
    expect(env.newsletterUrl).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_SITE_URL'));
  });

  it('normalises the blog domain (lower case, no www.)', () => {
    expect(parseEnv({ VITE_BLOG_DOMAIN: 'WWW.Example.org' }).blogDomain).toBe('example.org');
  });

  it('keeps the anon key and embed URLs as given', () => {
    const env = parseEnv({ VITE_FUNCTIONS_ANON_KEY: 'abc', VITE_EVENTS_EMBED_URL: 'https://wall.test/embed?id=1', VITE_AD_SCRIPT_URL: 'https://ads.test/a.js' });
    expect(env.functionsAnonKey).toBe('abc');
    expect(env.eventsEmbedUrl).toBe('https://wall.test/embed?id=1');
    expect(env.adScriptUrl).toBe('https://ads.test/a.js');
  });

  it('picture resizer: the own route with the own feed route, wsrv.nl without, off on request', () => {
    expect(parseEnv({}).imageProxy).toBe(DEFAULT_IMAGE_PROXY);
    expect(new URL(DEFAULT_IMAGE_PROXY.split('{url}').join('x').split('{width}').join('1')).host).toBe('wsrv.nl');
    expect(parseEnv({ VITE_SAME_ORIGIN_FEEDS: 'true' }).imageProxy).toBe(OWN_IMAGE_ROUTE);
    expect(OWN_IMAGE_ROUTE).toBe('/images/?url={url}&w={width}');
    expect(parseEnv({ VITE_IMAGE_PROXY: 'off', VITE_SAME_ORIGIN_FEEDS: 'true' }).imageProxy).toBeNull();
    expect(parseEnv({ VITE_IMAGE_PROXY: 'https://img.test/r?u={url}&w={width}' }).imageProxy).toBe('https://img.test/r?u={url}&w={width}');
    expect(parseEnv({ VITE_IMAGE_PROXY: '/resize/{width}/?src={url}' }).imageProxy).toBe('/resize/{width}/?src={url}');
  });

  it('ignores a picture resizer template it cannot use, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const bad of ['https://img.test/r?u={url}', 'javascript:alert(1)//{url}{width}', '//img.test/{url}/{width}', 'img.test/{url}?w={width}']) {
      expect(parseEnv({ VITE_IMAGE_PROXY: bad }).imageProxy).toBe(DEFAULT_IMAGE_PROXY);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
