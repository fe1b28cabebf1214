import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { buildCsp, originOf } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
const none = { functionsUrl: null, adScriptUrl: null, eventsEmbedUrl: null, newsletterUrl: null, inlineScripts: [] };

describe('connect-src lists only what the configuration fetches', () => {
  it("allows the site's own origin (its feed route and files) and the configured proxies", () => {
    const proxies = ['https://proxy.example/raw?url={url}'];
    expect(directive(buildCsp({ ...none, feedProxies: proxies }), 'connect-src')).toEqual(["'self'", 'https://proxy.example']);
    expect(directive(buildCsp({ ...none, feedProxies: proxies, sameOriginFeeds: false }), 'connect-src')).toEqual(["'self'", 'https://proxy.example']);
    expect(directive(buildCsp({ ...none, feedProxies: proxies, sameOriginFeeds: true }), 'connect-src')).toEqual(["'self'", 'https://proxy.example']);
    // The rest of the site's own files stay allowed through their own directives.
    expect(directive(buildCsp({ ...none, feedProxies: proxies }), 'default-src')).toEqual(["'self'"]);
    expect(directive(buildCsp({ ...none, feedProxies: proxies }), 'script-src')).toEqual(["'self'"]);
  });

  it('lists each proxy origin once, the blog service and the newsletter endpoint, in that order', () => {
    const csp = buildCsp({
      ...none,
      sameOriginFeeds: true,
      feedProxies: ['https://a.example/raw?url={url}', 'https://a.example/other?u={url}', 'https://b.example/{rawUrl}'],
      functionsUrl: 'https://fn.example/functions/v1',
      newsletterUrl: 'https://news.example/subscribe',
    });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://a.example', 'https://b.example', 'https://fn.example', 'https://news.example']);
  });

  it('follows the build environment: VITE_SAME_ORIGIN_FEEDS and VITE_FEED_PROXIES', () => {
    const on = parseEnv({ VITE_SAME_ORIGIN_FEEDS: 'true', VITE_FEED_PROXIES: 'http://127.0.0.1:1/p?url={url}' });
    expect(directive(buildCsp({ ...on, inlineScripts: [] }), 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:1']);
    const off = parseEnv({});
    const defaults = directive(buildCsp({ ...off, inlineScripts: [] }), 'connect-src');
    expect(defaults).toEqual(["'self'", ...off.feedProxies.map((p) => originOf(p))]);
  });

  it("never writes an empty list: the site's own origin stays", () => {
    expect(directive(buildCsp({ ...none, feedProxies: [] }), 'connect-src')).toEqual(["'self'"]);
  });
});
