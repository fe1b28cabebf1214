import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEED_PROXIES, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the contract defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.feedProxies).toEqual(DEFAULT_FEED_PROXIES);
    expect(env.feedProxies).toHaveLength(4);
    expect(env.functionsUrl).toBeNull();
    expect(env.functionsAnonKey).toBeNull();
    expect(env.blogDomain).toBeNull();
    expect(env.siteUrl).toBeNull();
    expect(env.adScriptUrl).toBeNull();
    expect(env.eventsEmbedUrl).toBeNull();
    expect(env.newsletterUrl).toBeNull();
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
});
