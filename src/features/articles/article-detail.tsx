import { SiteLink } from '@/components/ui/site-link';
import { ArticleCard } from '@/components/article/article-card';
import { ArticleImage } from '@/components/article/article-image';
import { ArticleGrid } from '@/components/layout/category-layout';
import { localNewsArticleJsonLd } from '@/components/seo/json-ld';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { absoluteUrl } from '@/config/env';
import { useSiteOrigin } from '@/components/seo/use-site-origin';
import { paths } from '@/config/paths';
import type { StoryContent } from '@/content/sample-articles';
import type { Article } from '@/lib/article';
import { formatLongDate, toIsoDate } from '@/lib/dates';
import { SampleNotice } from './sample-notice';
import { categorySlug, descriptionFromContent, splitParagraphs } from './story-text';

/** The article detail page, with the body's opening as its description and NewsArticle JSON-LD. */
export function ArticleDetail({ story, related, sampleNote }: { story: StoryContent; related: readonly Article[]; sampleNote?: string }) {
  const paragraphs = splitParagraphs(story.body);
  const description = descriptionFromContent(story.body);
  const published = toIsoDate(story.date);
  const categoryPath = `/${categorySlug(story.category)}`;
  const origin = useSiteOrigin();
  const imageUrl = story.image ? absoluteUrl(story.image, origin) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <Seo
        title={story.title}
        description={description}
        keywords={story.tags}
        canonical={story.path}
        image={story.image}
        type="article"
        article={{ publishedTime: published, section: story.category, tags: story.tags, author: story.author }}
        jsonLd={[
          // The newsroom's own stories (the example article, State News, Justice Watch, Cannabis Corner) are Michigan news.
          localNewsArticleJsonLd(origin, {
            headline: story.title,
            description,
            url: absoluteUrl(story.path, origin),
            image: imageUrl,
            datePublished: published ?? null,
            authorName: story.author,
            keywords: story.tags,
            section: story.category,
          }),
        ]}
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0" aria-labelledby="article-title">
          <header>
            <SiteLink
              to={categoryPath}
              className="inline-block rounded bg-accent-600 px-2 py-1 text-xs font-bold uppercase tracking-wider text-white hover:bg-accent-500 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200"
            >
              {story.category}
            </SiteLink>
            <h1 id="article-title" className="mt-4 font-serif text-3xl font-bold leading-tight text-slate-900 md:text-5xl dark:text-white">
              {story.title}
            </h1>
            <p className="mt-4 text-lg text-slate-700 md:text-xl dark:text-slate-300">{story.description}</p>
            <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 border-y border-slate-200 py-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
              <span>
                By <span className="font-semibold text-slate-900 dark:text-white">{story.author}</span>
              </span>
              {published ? (
                <time dateTime={published}>{formatLongDate(story.date)}</time>
              ) : null}
            </p>
            {story.sample ? <SampleNotice className="mt-5" what={sampleNote} /> : null}
          </header>

          {story.image ? (
            <figure className="mt-8">
              <ArticleImage key={story.image} src={story.image} alt={story.imageAlt} priority layout="article" className="rounded-lg" />
            </figure>
          ) : null}

          <div className="prose-news mt-8" data-testid="article-body">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>

          {story.tags.length > 0 ? (
            <div className="mt-10">
              <p id="article-tags" className="text-sm font-semibold uppercase tracking-wider text-slate-700 dark:text-slate-300">
                Tags
              </p>
              <ul aria-labelledby="article-tags" className="mt-2 flex flex-wrap gap-2">
                {story.tags.map((tag) => (
                  <li key={tag}>
                    <SiteLink
                      to={paths.search(tag)}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-brand-700 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-brand-100 dark:hover:text-brand-100"
                    >
                      {tag}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <section aria-labelledby="about-author" className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
            <h2 id="about-author" className="font-serif text-xl font-bold text-slate-900 dark:text-white">
              About the Author
            </h2>
            <div className="mt-3 flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-serif text-lg font-bold text-white dark:bg-brand-100 dark:text-brand-900"
              >
                {initials(story.author)}
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{story.author}</p>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{story.authorBio}</p>
              </div>
            </div>
          </section>
        </article>

        <aside aria-label="Sidebar" className="flex flex-col gap-8 lg:sticky lg:top-6 lg:self-start">
          <NewsletterBox />
          <AdSlot id={`ad-${story.slug}`} size="rectangle" />
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-14">
          <h2 id="related-articles" className="mb-4 border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold text-slate-900 dark:border-slate-200 dark:text-white">
            Related articles
          </h2>
          <ArticleGrid label="Related articles">
            {related.map((article) => (
              <ArticleCard key={article.id} article={article} headingLevel={3} />
            ))}
          </ArticleGrid>
        </section>
      ) : null}
    </div>
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
