/**
 * Every route whose head is known at build time, built from pure data modules
 * only (site config, categories, content, the blog client): no browser, no
 * React rendering. Loaded by scripts/vite-plugins/prerender.ts through Vite's
 * module runner, so `@/` imports and `import.meta.env` behave as in the app.
 *
 * Each entry mirrors the `Seo` props of its page; tests/e2e/prerender.spec.ts
 * compares every prerendered head with the head the running app writes, so a
 * page whose title or description changes fails there until this file follows.
 *
 * The feature data modules are loaded through `import.meta.glob`, so a build
 * without one of the features (or before it lands) still prerenders the rest;
 * the shapes below are the fields this file reads from them.
 */
import { faqPageJsonLd, newsArticleJsonLd, type FaqInput } from '@/components/seo/json-ld';
import { absoluteUrl, env } from '@/config/env';
import { paths } from '@/config/paths';
import { site, staffByline } from '@/config/site';
import { privacyPolicy, termsOfService } from '@/content/legal';
import { toIsoDate } from '@/lib/dates';
import type { StaticPage } from './static-head';

interface CategoryData {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
}
interface StoryContent {
  readonly path: string;
  readonly title: string;
  readonly category: string;
  readonly author: string;
  readonly date: string;
  readonly image: string | null;
  readonly body: string;
  readonly tags: readonly string[];
}
interface SampleSection {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly stories: readonly StoryContent[];
}
interface FeaturedStory {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly author: string;
  readonly date: string;
  readonly heroImage: { readonly src: string };
  readonly faq: readonly FaqInput[];
  readonly tags: readonly string[];
}
interface CourtArticle {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly datePublished: string;
  readonly dateModified: string;
  readonly image: { readonly src: string };
  readonly faq: readonly FaqInput[];
}
interface BlogSummary {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
}
interface BlogPost {
  readonly title: string;
  readonly description: string;
  readonly keywords: string[];
  readonly date: string | null;
  readonly image: string | null;
}
interface BlogClientModules {
  readonly blogConfigFromEnv: (source: typeof env, hostname: string, fetchImpl: typeof fetch) => unknown;
  readonly fetchBlogList: (config: unknown, page: number) => Promise<{ posts: BlogSummary[]; total: number | null }>;
  readonly fetchBlogPost: (config: unknown, slug: string) => Promise<BlogPost>;
}

// Eager: the module runner that loads this file is closed once it has been evaluated.
const dataModules = import.meta.glob<Record<string, unknown>>([
  '/src/config/categories.ts',
  '/src/content/faq.ts',
  '/src/content/partners.ts',
  '/src/content/sample-articles.ts',
  '/src/content/article-example.ts',
  '/src/content/featured-story.ts',
  '/src/content/court-articles.ts',
  '/src/features/articles/story-text.ts',
  '/src/features/blog/blog-config.ts',
  '/src/features/blog/get-blog-list.ts',
  '/src/features/blog/get-blog-post.ts',
], { eager: true });

/** A named export of an optional data module, or null when the module (or export) is not in this build. */
async function optional<T>(path: string, name: string): Promise<T | null> {
  return (dataModules[path]?.[name] as T | undefined) ?? null;
}

export interface CollectedPages {
  readonly pages: StaticPage[];
  /** The generic page served for paths without a file of their own. */
  readonly fallback: StaticPage;
  readonly warnings: string[];
  /** The configuration the CSP is derived from. */
  readonly env: typeof env;
}

const route = (file: string) => `src/app/routes/${file}.tsx`;
const routeFiles = new Set(Object.keys(import.meta.glob('/src/app/routes/*.tsx')).map((p) => p.slice(1)));
/**
 * Pages whose route module is not in this build are left out (a feature not
 * merged yet); the home page is always written (it is index.html).
 */
const routed = (pages: StaticPage[]) =>
  pages.flatMap((page) => {
    if (!page.routeModule || routeFiles.has(page.routeModule)) return [page];
    return page.path === '/' ? [{ ...page, routeModule: undefined, inSitemap: false }] : [];
  });

/** Blog posts prerendered per build at most (the rest still work through the SPA fallback). */
const MAX_BLOG_POSTS = 500;
const BLOG_TIMEOUT_MS = 8000;
const BLOG_CONCURRENCY = 6;

function shellPages(): StaticPage[] {
  return [
    { path: '/', title: 'Michigan News, Politics and Community', description: site.description, changefreq: 'hourly', connect: ['feeds'], routeModule: route('home') },
    { path: paths.privacy, title: privacyPolicy.title, description: privacyPolicy.description, changefreq: 'yearly', routeModule: route('privacy') },
    { path: paths.terms, title: termsOfService.title, description: termsOfService.description, changefreq: 'yearly', routeModule: route('terms') },
  ];
}

async function categoryPages(): Promise<StaticPage[]> {
  const categories = (await optional<readonly CategoryData[]>('/src/config/categories.ts', 'categories')) ?? [];
  return categories.map((category) => ({
    path: paths.category(category.slug),
    title: category.name,
    description: category.description,
    keywords: [category.title, 'Michigan', 'news'],
    changefreq: 'hourly',
    connect: ['feeds'],
    routeModule: route('category'),
  }));
}

/** Mirrors src/features/articles/article-detail.tsx. */
function storyPage(story: StoryContent, routeModule: string, describe: (body: string) => string): StaticPage {
  const description = describe(story.body);
  const published = toIsoDate(story.date);
  return {
    path: story.path,
    title: story.title,
    description,
    keywords: story.tags,
    image: story.image,
    type: 'article',
    article: { publishedTime: published, section: story.category },
    jsonLd: [
      newsArticleJsonLd(env.siteUrl ?? '', {
        headline: story.title,
        description,
        url: absoluteUrl(story.path),
        image: story.image ? absoluteUrl(story.image) : null,
        datePublished: published ?? null,
        authorName: story.author,
        keywords: story.tags,
        section: story.category,
      }),
    ],
    lastmod: published?.slice(0, 10),
    leadImage: story.image,
    routeModule,
  };
}

async function editorialPages(): Promise<StaticPage[]> {
  const faqEntries = await optional<readonly FaqInput[]>('/src/content/faq.ts', 'faqEntries');
  const partnersPage = await optional<{ title: string; description: string }>('/src/content/partners.ts', 'partnersPage');
  const sampleSections = (await optional<readonly SampleSection[]>('/src/content/sample-articles.ts', 'sampleSections')) ?? [];
  const articleExample = await optional<StoryContent>('/src/content/article-example.ts', 'articleExample');
  const featuredStory = await optional<FeaturedStory>('/src/content/featured-story.ts', 'featuredStory');
  const describe =
    (await optional<(body: string) => string>('/src/features/articles/story-text.ts', 'descriptionFromContent')) ??
    ((text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 160).trimEnd());
  const pages: StaticPage[] = [];
  if (faqEntries) {
    pages.push({
      path: paths.faq,
      title: 'Frequently Asked Questions',
      description: `Answers about ${site.name}: how we choose stories, corrections, tips, Michigan coverage in all 83 counties, the newsletter, RSS, advertising and contacting the newsroom.`,
      keywords: ['FAQ', site.name, 'Michigan news', 'corrections', 'news tips', 'newsletter', 'RSS'],
      jsonLd: [faqPageJsonLd(faqEntries)],
      changefreq: 'monthly',
      routeModule: route('faq'),
    });
  }
  if (partnersPage) {
    pages.push({
      path: paths.partners,
      title: partnersPage.title,
      description: partnersPage.description,
      keywords: ['Michigan civic resources', 'partners', 'public documents', site.name],
      changefreq: 'monthly',
      routeModule: route('partners'),
    });
  }
  pages.push({
    path: paths.events,
    title: 'Local Events',
    description: 'Community events across Michigan: town halls, public forums, markets and workshops, from a live community feed and our newsroom’s own picks.',
    keywords: ['Michigan events', 'community events', 'town hall', 'Detroit events'],
    changefreq: 'daily',
    routeModule: route('local-events'),
  });
  for (const section of sampleSections) {
    pages.push({
      path: `/${section.slug}`,
      title: section.title,
      description: section.description,
      keywords: [section.title, 'Michigan', ...new Set(section.stories.flatMap((s) => s.tags))].slice(0, 12),
      changefreq: 'weekly',
      routeModule: route(section.slug),
    });
    for (const story of section.stories) pages.push(storyPage(story, route('sample-article'), describe));
  }
  if (articleExample) pages.push(storyPage(articleExample, route('article-example'), describe));
  if (featuredStory) pages.push(featuredPage(featuredStory));
  return pages;
}

/** Mirrors src/features/articles/featured-story-page.tsx. */
function featuredPage(featuredStory: FeaturedStory): StaticPage {
  const published = toIsoDate(featuredStory.date);
  return {
    path: featuredStory.path,
    title: featuredStory.title,
    description: featuredStory.description,
    keywords: featuredStory.tags,
    image: featuredStory.heroImage.src,
    type: 'article',
    article: { publishedTime: published, section: featuredStory.category },
    jsonLd: [
      newsArticleJsonLd(env.siteUrl ?? '', {
        headline: featuredStory.title,
        description: featuredStory.description,
        url: absoluteUrl(featuredStory.path),
        image: absoluteUrl(featuredStory.heroImage.src),
        datePublished: published ?? null,
        authorName: featuredStory.author,
        keywords: featuredStory.tags,
        section: featuredStory.category,
      }),
      faqPageJsonLd(featuredStory.faq),
    ],
    lastmod: published?.slice(0, 10),
    leadImage: featuredStory.heroImage.src,
    routeModule: route('featured-story'),
  };
}

const COURT_ROUTES: Record<string, string> = {
  'michigan-court-gag-order-child-abuse': route('blog-court-gag-order'),
  'michigan-court-case-update': route('blog-court-case-update'),
};

/** Mirrors src/features/blog/court-article-page.tsx. */
async function courtPages(): Promise<StaticPage[]> {
  const courtArticles = (await optional<readonly CourtArticle[]>('/src/content/court-articles.ts', 'courtArticles')) ?? [];
  return courtArticles.map((article) => {
    const canonical = paths.blogPost(article.slug);
    return {
      path: canonical,
      title: article.title,
      description: article.description,
      keywords: article.keywords,
      image: article.image.src,
      type: 'article',
      article: { publishedTime: article.datePublished, modifiedTime: article.dateModified, section: 'Courts' },
      jsonLd: [
        newsArticleJsonLd(env.siteUrl ?? '', {
          headline: article.title,
          description: article.description,
          url: absoluteUrl(canonical),
          image: absoluteUrl(article.image.src),
          datePublished: article.datePublished,
          dateModified: article.dateModified,
          authorName: staffByline,
          keywords: article.keywords,
          section: 'Courts',
        }),
        faqPageJsonLd(article.faq),
      ],
      lastmod: article.dateModified.slice(0, 10),
      leadImage: article.image.src,
      routeModule: COURT_ROUTES[article.slug],
    };
  });
}

/** Mirrors src/features/blog/blog-post-page.tsx (PostSeo); falls back to the list entry when the details fail. */
function blogPostPage(summary: BlogSummary, post: BlogPost | null): StaticPage {
  const canonical = paths.blogPost(summary.slug);
  const title = post?.title ?? summary.title;
  const description = (post?.description || summary.description) || title;
  const image = post ? post.image : summary.image;
  return {
    path: canonical,
    title,
    description,
    keywords: post?.keywords,
    image,
    type: 'article',
    article: { publishedTime: post?.date ?? undefined, section: 'Michigan News' },
    jsonLd: post
      ? [
          newsArticleJsonLd(env.siteUrl ?? '', {
            headline: post.title,
            description,
            url: absoluteUrl(canonical),
            image: post.image,
            datePublished: post.date,
            authorName: staffByline,
            keywords: post.keywords,
            section: 'Michigan News',
          }),
        ]
      : [],
    lastmod: post?.date?.slice(0, 10),
    leadImage: image,
    connect: ['blog'],
    routeModule: route('blog-post'),
    // The markdown renderer is a lazy chunk of the post page: fetch it alongside the post, not after.
    preloadLazyChunks: true,
  };
}

function withTimeout(ms: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(ms) });
}

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** The blog list page and every post the blog client knows at build time. */
async function blogPages(warnings: string[]): Promise<StaticPage[]> {
  const pages: StaticPage[] = [
    {
      path: paths.blog,
      title: 'Blog',
      description: 'Original reporting and explainers from the Michigan Civic Ledger newsroom: courts, state and local government, and the communities they serve.',
      changefreq: 'hourly',
      connect: ['blog'],
      routeModule: route('blog'),
    },
    ...(await courtPages()),
  ];
  const client: BlogClientModules | null = await (async () => {
    const blogConfigFromEnv = await optional<BlogClientModules['blogConfigFromEnv']>('/src/features/blog/blog-config.ts', 'blogConfigFromEnv');
    const fetchBlogList = await optional<BlogClientModules['fetchBlogList']>('/src/features/blog/get-blog-list.ts', 'fetchBlogList');
    const fetchBlogPost = await optional<BlogClientModules['fetchBlogPost']>('/src/features/blog/get-blog-post.ts', 'fetchBlogPost');
    return blogConfigFromEnv && fetchBlogList && fetchBlogPost ? { blogConfigFromEnv, fetchBlogList, fetchBlogPost } : null;
  })();
  if (!client) return pages;
  const { blogConfigFromEnv, fetchBlogList, fetchBlogPost } = client;
  const hostname = env.siteUrl ? new URL(env.siteUrl).hostname : 'localhost';
  const config = blogConfigFromEnv(env, hostname, withTimeout(BLOG_TIMEOUT_MS));
  const summaries: BlogSummary[] = [];
  try {
    for (let page = 1; summaries.length < MAX_BLOG_POSTS; page += 1) {
      const list = await fetchBlogList(config, page);
      summaries.push(...list.posts);
      const total = Math.min(list.total ?? 0, MAX_BLOG_POSTS);
      if (list.posts.length === 0 || summaries.length >= total) break;
    }
  } catch (error) {
    warnings.push(`blog list unavailable, prerendering ${summaries.length} posts: ${error instanceof Error ? error.message : String(error)}`);
  }
  const taken = new Set(pages.map((p) => p.path));
  const fresh = summaries.filter((s) => {
    const path = paths.blogPost(s.slug);
    if (taken.has(path) || !/^[a-z0-9][a-z0-9_-]*$/i.test(s.slug)) return false;
    taken.add(path);
    return true;
  });
  let failed = 0;
  const posts = await mapLimit(fresh, BLOG_CONCURRENCY, async (summary) => {
    try {
      return await fetchBlogPost(config, summary.slug);
    } catch {
      failed += 1;
      return null;
    }
  });
  if (failed > 0) warnings.push(`${failed} blog post detail(s) failed; their pages carry the list's title and description`);
  fresh.forEach((summary, i) => pages.push(blogPostPage(summary, posts[i] ?? null)));
  return pages;
}

export async function collectStaticPages(): Promise<CollectedPages> {
  const warnings: string[] = [];
  const pages = routed([...shellPages(), ...(await categoryPages()), ...(await editorialPages()), ...(await blogPages(warnings))]);
  return {
    pages,
    fallback: { path: '/', title: site.tagline, description: site.description, canonical: false },
    warnings,
    env,
  };
}
