import { describe, expect, it } from 'vitest';
import { buildCsp, inlineScriptBodies, scriptHash } from './csp';
import { fileForPath, fillTemplate, insertCspMeta } from './render-site';
import { blogSlugs } from './site-paths';
import { robotsTxt, sitemapXml } from './sitemap';

const ORIGIN = 'https://news.example';

const TEMPLATE = `<!doctype html><html lang="en"><head>
    <meta charset="UTF-8" />
    <!--page-head--><title>Default</title><!--/page-head-->
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('filling the HTML template with a rendered page', () => {
  const page = {
    head: '<title>FAQ | Site</title><meta name="description" content="Answers"/>',
    body: `<div><h1>Price: $' and $\` and $& stay text</h1></div>`,
    pageData: { path: '/faq', queries: { mutations: [], queries: [{ queryKey: ['x'], queryHash: 'x', state: { data: '</script><script>alert(1)</script>' } }] } },
  } as never;

  it('puts the head between the markers, the markup in #root and the page data before the scripts', () => {
    const html = fillTemplate(TEMPLATE, page, ['<link rel="preload" href="/font.woff2" />']);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe('FAQ | Site');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('#root h1')?.textContent).toBe("Price: $' and $` and $& stay text");
    const data = doc.getElementById('page-data');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data?.textContent ?? '')).toMatchObject({ path: '/faq' });
    // The page data cannot close its element: no script besides the module entry and the data block.
    expect([...doc.querySelectorAll('script')].map((s) => s.getAttribute('type'))).toEqual(['application/json', 'module']);
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('/assets/index.js'));
    expect(doc.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/font.woff2');
  });

  it('fails loudly on a template without the markers, an empty root or a <meta charset>', () => {
    expect(() => fillTemplate('<html><head></head><body><div id="root"></div></body></html>', page, [])).toThrow(/page-head/);
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), page, [])).toThrow(/root/);
    expect(() => insertCspMeta('<html><head><title>x</title></head></html>', "default-src 'self'")).toThrow(/charset/);
  });

  it('places the CSP right after <meta charset>, before any script, with quotes escaped', () => {
    const html = insertCspMeta(TEMPLATE, `script-src 'self' "x"`);
    expect(html).toMatch(/<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="script-src 'self' &quot;x&quot;" \/>/);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('maps routes to files and refuses unsafe paths', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/faq')).toBe('faq.html');
    expect(fileForPath('/blog/a-post')).toBe('blog/a-post.html');
    expect(() => fileForPath('/../etc/passwd')).toThrow();
    expect(() => fileForPath('/a b')).toThrow();
  });
});

describe('blog posts known at build time', () => {
  const post = (n: number) => ({ slug: `post-${n}` });

  it('applies the cap to every list page, even one that answers more posts than the cap', async () => {
    const warnings: string[] = [];
    const slugs = await blogSlugs(async () => ({ posts: Array.from({ length: 40 }, (_, i) => post(i)), total: 40 }), 25, warnings);
    expect(slugs).toHaveLength(25);
    expect(warnings).toEqual([]);
  });

  it('walks the pages until the total, and keeps what it has when a page fails', async () => {
    const warnings: string[] = [];
    const pages = [[post(1), post(2)], [post(3)]];
    const slugs = await blogSlugs(async (page) => {
      if (page > 2) throw new Error('boom');
      return { posts: pages[page - 1] ?? [], total: 5 };
    }, 100, warnings);
    expect(slugs).toEqual(['post-1', 'post-2', 'post-3']);
    expect(warnings[0]).toMatch(/prerendering 3 posts: boom/);
  });
});

describe('sitemap and robots', () => {
  it('lists pages with absolute URLs', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/faq', lastmod: '2026-11-01', changefreq: 'monthly' }], ORIGIN);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([`${ORIGIN}/`, `${ORIGIN}/faq`]);
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-01');
    expect(doc.getElementsByTagName('changefreq')[0]?.textContent).toBe('monthly');
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
  const { feedCategoriesMeta, firstFeedCategories, preconnects, routeChunks } = await import('./render-site');
  const build = {
    chunks: [
      { fileName: 'assets/index.js', facade: 'index.html', imports: ['assets/framework.js'], dynamicImports: [], isEntry: true },
      { fileName: 'assets/framework.js', facade: null, imports: [], dynamicImports: [], isEntry: false },
      { fileName: 'assets/post.js', facade: 'src/app/routes/blog-post.tsx', imports: ['assets/framework.js', 'assets/kit.js'], dynamicImports: ['assets/markdown.js'], isEntry: false },
      { fileName: 'assets/faq.js', facade: 'src/app/routes/faq.tsx', imports: ['assets/framework.js', 'assets/kit.js'], dynamicImports: ['assets/share.js'], isEntry: false },
      { fileName: 'assets/kit.js', facade: null, imports: ['assets/framework.js'], dynamicImports: [], isEntry: false },
      { fileName: 'assets/markdown.js', facade: null, imports: ['assets/kit.js'], dynamicImports: [], isEntry: false },
      { fileName: 'assets/list.js', facade: 'src/app/routes/blog.tsx', imports: ['assets/framework.js', 'assets/kit.js', 'assets/paging.js'], dynamicImports: [], isEntry: false },
      { fileName: 'assets/paging.js', facade: null, imports: [], dynamicImports: [], isEntry: false },
    ],
  };
  const hrefs = (tags: string[]) => tags.map((t) => /href="([^"]+)"/.exec(t)?.[1]);

  it('lists the route chunk and its imports for the entry to preload, not what the entry already loads; a blog post also its markdown chunk', () => {
    const listed = (tags: string[]) => (/content="([^"]+)"/.exec(tags.join(''))?.[1] ?? '').split(' ').sort();
    expect(routeChunks(build, 'faq')).toHaveLength(1);
    expect(routeChunks(build, 'faq')[0]).toMatch(/^<meta name="route-chunks" content="[^"]+" \/>$/);
    expect(listed(routeChunks(build, 'faq'))).toEqual(['/assets/faq.js', '/assets/kit.js']);
    expect(listed(routeChunks(build, 'blog-post'))).toEqual(['/assets/kit.js', '/assets/markdown.js', '/assets/post.js']);
    expect(routeChunks(build, null)).toEqual([]);
    expect(() => routeChunks(build, 'missing')).toThrow(/no chunk/);
  });

  it("adds the code of the page most of the content links to, after the page's own: the blog's list, its posts (without their markdown)", () => {
    const listed = (tags: string[]) => (/content="([^"]+)"/.exec(tags.join(''))?.[1] ?? '').split(' ');
    const files = listed(routeChunks(build, 'blog'));
    expect(files.slice(0, -1).sort()).toEqual(['/assets/kit.js', '/assets/list.js', '/assets/paging.js']);
    expect(files.at(-1)).toBe('/assets/post.js');
    // A page no content leads to in particular gets its own code only.
    expect(listed(routeChunks(build, 'faq')).sort()).toEqual(['/assets/faq.js', '/assets/kit.js']);
  });

  it('names the categories a live-news page shows first, for the feed snapshot and the early loads', () => {
    expect(firstFeedCategories('home', '/')).toEqual(['national-news', 'world-news', 'politics', 'business']);
    expect(firstFeedCategories('category', '/politics')).toEqual(['politics']);
    expect(firstFeedCategories('category', '/local-news')).toEqual(['local-news']);
    // A region's page loads its own region only, whichever module renders it.
    expect(firstFeedCategories('region', '/local-news/west-michigan')).toEqual(['local-news/west-michigan']);
    expect(firstFeedCategories('category', '/local-news/upper-peninsula/')).toEqual(['local-news/upper-peninsula']);
    expect(firstFeedCategories('faq', '/faq')).toEqual([]);
    expect(feedCategoriesMeta(['politics', 'business'])).toEqual(['<meta name="feed-categories" content="politics business" />']);
    expect(feedCategoriesMeta([])).toEqual([]);
  });

  it('preconnects news pages to the feed proxy and blog pages to the blog service', () => {
    const services = { feeds: 'https://proxy.example', blog: 'https://fn.example' };
    expect(hrefs(preconnects('home', services))).toEqual(['https://proxy.example']);
    expect(hrefs(preconnects('category', services))).toEqual(['https://proxy.example']);
    expect(hrefs(preconnects('region', services))).toEqual(['https://proxy.example']);
    expect(hrefs(preconnects('blog-post', services))).toEqual(['https://fn.example']);
    expect(preconnects('faq', services)).toEqual([]);
  });
});
