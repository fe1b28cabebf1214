import { SiteLink } from '@/components/ui/site-link';
import { faqPageJsonLd, newsArticleJsonLd } from '@/components/seo/json-ld';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { absoluteUrl } from '@/config/env';
import { useSiteOrigin } from '@/components/seo/use-site-origin';
import { paths } from '@/config/paths';
import type { FeaturedImage, FeaturedStory } from '@/content/featured-story';
import { formatLongDate, toIsoDate } from '@/lib/dates';
import { safeHttpUrl } from '@/lib/safe-url';
import { splitParagraphs } from './story-text';

function Figure({ image, eager = false }: { image: FeaturedImage; eager?: boolean }) {
  return (
    <figure className="not-prose my-8">
      <img
        src={image.src}
        alt={image.alt}
        width={1200}
        height={675}
        loading={eager ? 'eager' : 'lazy'}
        // The page's first picture is its largest paint: asked for first.
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="aspect-video w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
      />
      <figcaption className="mt-2 font-sans text-sm text-slate-600 dark:text-slate-400">{image.caption}</figcaption>
    </figure>
  );
}

function BackToBlog() {
  return (
    <SiteLink to={paths.blog} className="link inline-flex items-center gap-1 text-sm font-semibold">
      <span aria-hidden="true">←</span> Back to the blog
    </SiteLink>
  );
}

/** The featured story page: static text and images, ad slots, an FAQ section and internal links. */
export function FeaturedStoryPage({ story }: { story: FeaturedStory }) {
  const origin = useSiteOrigin();
  const published = toIsoDate(story.date);
  const broadcasterUrl = safeHttpUrl(story.broadcaster.url);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <Seo
        title={story.title}
        description={story.description}
        keywords={story.tags}
        canonical={story.path}
        image={story.heroImage.src}
        type="article"
        article={{ publishedTime: published, section: story.category, tags: story.tags, author: story.author }}
        jsonLd={[
          newsArticleJsonLd(origin, {
            headline: story.title,
            description: story.description,
            url: absoluteUrl(story.path, origin),
            image: absoluteUrl(story.heroImage.src, origin),
            datePublished: published ?? null,
            authorName: story.author,
            keywords: story.tags,
            section: story.category,
          }),
          faqPageJsonLd(story.faq),
        ]}
      />
      <BackToBlog />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0" aria-labelledby="featured-title">
          <header>
            <p className="text-xs font-bold uppercase tracking-wider text-accent-600 dark:text-red-300">Featured story · {story.category}</p>
            <h1 id="featured-title" className="mt-3 font-serif text-3xl font-bold leading-tight text-slate-900 md:text-5xl dark:text-white">
              {story.title}
            </h1>
            <p className="mt-4 text-lg text-slate-700 md:text-xl dark:text-slate-300">{story.description}</p>
            <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 border-y border-slate-200 py-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
              <span>
                By <span className="font-semibold text-slate-900 dark:text-white">{story.author}</span>
              </span>
              {published ? (
                <time dateTime={published}>{formatLongDate(story.date)}</time>
              ) : null}
            </p>
          </header>

          <Figure image={story.heroImage} eager />

          <div className="prose-news">
            <p className="text-xl">{story.intro}</p>
          </div>

          <AdSlot id="ad-featured-top" size="leaderboard" className="my-10" label="Advertisement in the story" />

          <div className="prose-news">
            {story.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {splitParagraphs(section.body).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                {section.image ? <Figure image={section.image} /> : null}
              </section>
            ))}
          </div>

          {broadcasterUrl ? (
            <p className="mt-8">
              <a href={broadcasterUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
                Visit {story.broadcaster.name}
                <span className="sr-only"> (opens in a new tab)</span>
                <span aria-hidden="true">↗</span>
              </a>
            </p>
          ) : null}

          <section aria-labelledby="featured-faq" className="mt-12">
            <h2 id="featured-faq" className="font-serif text-2xl font-bold text-slate-900 dark:text-white">
              Questions about this story
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {story.faq.map((item) => (
                <div key={item.question} className="p-5">
                  <h3 className="font-semibold text-slate-900 dark:text-white">{item.question}</h3>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
                </div>
              ))}
            </div>
          </section>

          <nav aria-labelledby="featured-more" className="mt-12">
            <h2 id="featured-more" className="font-serif text-2xl font-bold text-slate-900 dark:text-white">
              More from the newsroom
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {story.related.map((link) => (
                <li key={link.to} className="relative rounded-lg border border-slate-200 p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md dark:border-slate-700">
                  <SiteLink to={link.to} className="font-semibold text-brand-700 after:absolute after:inset-0 hover:underline dark:text-brand-100">
                    {link.label}
                  </SiteLink>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{link.description}</p>
                </li>
              ))}
            </ul>
          </nav>

          <p className="mt-10">
            <BackToBlog />
          </p>
        </article>

        <aside aria-label="Sidebar" className="flex flex-col gap-8 lg:sticky lg:top-6 lg:self-start">
          <NewsletterBox />
          <AdSlot id="ad-featured-side" size="rectangle" label="Advertisement in the sidebar" />
        </aside>
      </div>
    </div>
  );
}
