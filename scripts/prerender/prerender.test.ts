import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { buildCsp, inlineScriptBodies, scriptHash } from './csp';
import { robotsTxt, sitemapXml } from './sitemap';
import { fileForPath, renderStaticHead, replaceStaticHead, type StaticPage } from './static-head';

const ORIGIN = 'https://news.example';
const page: StaticPage = {
  path: '/faq',
  title: 'FAQ <&> "quotes"',
  description: 'Answers </script><script>alert(1)</script>',
  jsonLd: [{ '@type': 'FAQPage', name: '</script>' }],
};

function parseHead(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('renderStaticHead', () => {
  it('writes the title pattern, description, canonical, Open Graph, Twitter and JSON-LD, all marked data-static-head', () => {
    const doc = parseHead(renderStaticHead(page, { origin: ORIGIN }));
    expect(doc.title).toBe(`FAQ <&> "quotes" | ${site.name}`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/faq`);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}/faq`);
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}${site.defaultImagePath}`);
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    expect(blocks.map((b) => b['@type'])).toEqual(['NewsMediaOrganization', 'WebSite', 'FAQPage']);
    expect(blocks[2]?.name).toBe('</script>');
    // Nothing escapes its tag: no executable script was created.
    expect(doc.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    for (const element of doc.head.children) expect(element.hasAttribute('data-static-head')).toBe(true);
  });

  it('says noindex and omits the canonical without a production origin, or for noindex pages', () => {
    const preview = parseHead(renderStaticHead(page, { origin: null }));
    expect(preview.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(preview.querySelector('link[rel="canonical"]')).toBeNull();
    const hidden = parseHead(renderStaticHead({ ...page, noindex: true }, { origin: ORIGIN }));
    expect(hidden.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(hidden.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('replaces the static tags of a document and keeps everything else', () => {
    const html = `<html><head>\n    <meta charset="UTF-8" />\n    <title data-static-head>Old</title>\n    <meta data-static-head name="description" content="old" />\n    <link rel="icon" href="/favicon.svg" />\n  </head></html>`;
    const out = replaceStaticHead(html, '<title data-static-head>New</title>');
    expect(out).toContain('<title data-static-head>New</title>');
    expect(out).not.toContain('Old');
    expect(out).not.toContain('content="old"');
    expect(out).toContain('<meta charset="UTF-8" />');
    expect(out).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('maps routes to files and refuses unsafe paths', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/faq')).toBe('faq.html');
    expect(fileForPath('/blog/a-post')).toBe('blog/a-post.html');
    expect(() => fileForPath('/../etc/passwd')).toThrow();
    expect(() => fileForPath('/a b')).toThrow();
  });
});

describe('sitemap and robots', () => {
  it('lists indexable pages with absolute URLs', () => {
    const xml = sitemapXml([{ path: '/', title: 'Home', description: '' }, { path: '/faq', title: 'FAQ', description: '', lastmod: '2026-11-01' }, { path: '/404', title: 'x', description: '', noindex: true }], ORIGIN);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([`${ORIGIN}/`, `${ORIGIN}/faq`]);
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-01');
  });

  it('points robots.txt to the sitemap, or disallows everything without an origin', () => {
    expect(robotsTxt(ORIGIN)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robotsTxt(null)).toMatch(/Disallow: \/\n/);
    expect(robotsTxt(null)).not.toContain('Sitemap');
  });
});

describe('Content-Security-Policy', () => {
  const base = { feedProxies: ['https://proxy.example/raw?url={url}', 'http://127.0.0.1:4660/proxy/1?url={url}'], functionsUrl: 'https://fn.example/functions/v1', adScriptUrl: null, eventsEmbedUrl: 'https://wall.example/embed/1', newsletterUrl: null, inlineScripts: ['console.log(1)'] };
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

  it('allows exactly the configured services', () => {
    const csp = buildCsp(base);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://proxy.example', 'http://127.0.0.1:4660', 'https://fn.example']);
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://docs.google.com', 'https://wall.example']);
    expect(directive(csp, 'script-src')).toEqual(["'self'", scriptHash('console.log(1)')]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('lets a configured ad network load its scripts and frames', () => {
    const csp = buildCsp({ ...base, adScriptUrl: 'https://ads.example/tag.js' });
    expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(['https://ads.example', 'https:']));
    expect(directive(csp, 'frame-src')).toContain('https:');
  });

  it('hashes only inline classic scripts', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScriptBodies(html)).toEqual(['a()', 'b()']);
  });
});

describe('resource hints of a prerendered page', async () => {
  const { fontPreloads, leadImagePreload, preconnects, routePreloads } = await import('./render-site');
  const build = {
    chunks: [
      { fileName: 'assets/index.js', facade: 'index.html', imports: ['assets/framework.js'], dynamicImports: [], isEntry: true },
      { fileName: 'assets/framework.js', facade: null, imports: [], dynamicImports: [], isEntry: false },
      { fileName: 'assets/post.js', facade: 'src/app/routes/post.tsx', imports: ['assets/framework.js', 'assets/kit.js'], dynamicImports: ['assets/markdown.js'], isEntry: false },
      { fileName: 'assets/kit.js', facade: null, imports: ['assets/framework.js'], dynamicImports: [], isEntry: false },
      { fileName: 'assets/markdown.js', facade: null, imports: ['assets/kit.js'], dynamicImports: [], isEntry: false },
    ],
    assets: ['assets/source-serif-4-latin-wght-normal-abc.woff2', 'assets/source-serif-4-greek-wght-normal-x.woff2', 'assets/inter-latin-wght-normal-def.woff2'],
  };
  const hrefs = (tags: string[]) => tags.map((t) => /href="([^"]+)"/.exec(t)?.[1]);

  it('modulepreloads the route chunk and its imports, not what the entry already loads', () => {
    expect(hrefs(routePreloads(build, 'src/app/routes/post.tsx')).sort()).toEqual(['/assets/kit.js', '/assets/post.js']);
    expect(hrefs(routePreloads(build, 'src/app/routes/post.tsx', { lazyChunks: true })).sort()).toEqual(['/assets/kit.js', '/assets/markdown.js', '/assets/post.js']);
    expect(() => routePreloads(build, 'src/app/routes/missing.tsx')).toThrow(/no chunk/);
  });

  it('preloads only the latin serif and sans fonts', () => {
    expect(hrefs(fontPreloads(build)).sort()).toEqual(['/assets/inter-latin-wght-normal-def.woff2', '/assets/source-serif-4-latin-wght-normal-abc.woff2']);
  });

  it('preconnects to the services the page calls and preloads an http(s) lead image', () => {
    const services = { feeds: 'https://proxy.example', blog: null };
    expect(hrefs(preconnects({ path: '/', title: '', description: '', connect: ['feeds', 'blog'] }, services))).toEqual(['https://proxy.example']);
    expect(hrefs(leadImagePreload({ path: '/a', title: '', description: '', leadImage: 'https://img.example/a.jpg?x=1&y=2' }))).toEqual(['https://img.example/a.jpg?x=1&amp;y=2']);
    expect(leadImagePreload({ path: '/a', title: '', description: '', leadImage: 'javascript:alert(1)' })).toEqual([]);
  });
});
