import { Fragment } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { faqPageJsonLd, newsArticleJsonLd } from '@/components/seo/json-ld';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { absoluteUrl } from '@/config/env';
import { useSiteOrigin } from '@/components/seo/use-site-origin';
import { paths } from '@/config/paths';
import { staffByline } from '@/config/site';
import type { CourtArticle, Inline } from '@/content/court-articles';
import { formatLongDate } from '@/lib/dates';

function InlineText({ runs }: { runs: readonly Inline[] }) {
  return (
    <>
      {runs.map((run, i) =>
        typeof run === 'string' ? (
          <Fragment key={i}>{run}</Fragment>
        ) : (
          <SiteLink key={i} to={run.to}>
            {run.text}
          </SiteLink>
        ),
      )}
    </>
  );
}

function Figure({ image, eager = false }: { image: CourtArticle['image']; eager?: boolean }) {
  return (
    <figure className="my-8">
      <img
        src={image.src}
        alt={image.alt}
        width={800}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        // The page's first picture is its largest paint: asked for first.
        fetchPriority={eager ? 'high' : undefined}
        className="aspect-video w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
      />
      <figcaption className="mt-2 text-sm text-slate-700 dark:text-slate-300">{image.caption}</figcaption>
    </figure>
  );
}

/** One of the two static court articles: text, images, ad slots, FAQ, internal links and a back link. */
export function CourtArticlePage({ article }: { article: CourtArticle }) {
  const canonical = paths.blogPost(article.slug);
  const origin = useSiteOrigin();
  const jsonLd = [
    newsArticleJsonLd(origin, {
      headline: article.title,
      description: article.description,
      url: absoluteUrl(canonical, origin),
      image: absoluteUrl(article.image.src, origin),
      datePublished: article.datePublished,
      dateModified: article.dateModified,
      authorName: staffByline,
      keywords: article.keywords,
      section: 'Courts',
    }),
    faqPageJsonLd(article.faq),
  ];
  const middle = Math.ceil(article.sections.length / 2);

  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <Seo
        title={article.title}
        description={article.description}
        keywords={article.keywords}
        canonical={canonical}
        image={article.image.src}
        type="article"
        article={{ publishedTime: article.datePublished, modifiedTime: article.dateModified, section: 'Courts', author: staffByline, tags: article.keywords }}
        jsonLd={jsonLd}
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <p className="mb-4 text-sm">
            <SiteLink to={paths.blog} className="link">
              ← Back to Blog
            </SiteLink>
          </p>
          <header className="border-b border-slate-200 pb-6 dark:border-slate-700">
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">{article.label} · Courts</p>
            <h1 className="mt-2 font-serif text-3xl font-bold leading-tight text-slate-900 md:text-5xl dark:text-white">{article.title}</h1>
            <p className="mt-4 text-xl text-slate-700 dark:text-slate-300">{article.standfirst}</p>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              By {staffByline} · Published on <time dateTime={article.datePublished}>{formatLongDate(article.datePublished)}</time> · Updated{' '}
              <time dateTime={article.dateModified}>{formatLongDate(article.dateModified)}</time>
            </p>
          </header>
          <Figure image={article.image} eager />
          <div className="prose-news">
            {article.sections.map((section, index) => (
              <Fragment key={section.heading}>
                {index === middle ? (
                  <>
                    <AdSlot id={`${article.slug}-inline`} size="leaderboard" className="my-8" label="Advertisement in article" />
                    <Figure image={article.secondImage} />
                  </>
                ) : null}
                <section>
                  <h2>{section.heading}</h2>
                  {section.paragraphs.map((runs, i) => (
                    <p key={i}>
                      <InlineText runs={runs} />
                    </p>
                  ))}
                  {section.list ? (
                    <ul>
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              </Fragment>
            ))}
            <section aria-labelledby={`${article.slug}-faq`}>
              <h2 id={`${article.slug}-faq`}>Frequently Asked Questions</h2>
              <dl className="space-y-6">
                {article.faq.map((entry) => (
                  <div key={entry.question}>
                    <dt className="font-bold text-slate-900 dark:text-white">{entry.question}</dt>
                    <dd className="mt-1">{entry.answer}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-base dark:border-slate-700 dark:bg-slate-900">
              This article explains general practice in Michigan courts. It is not legal advice and does not describe any particular case. If you are a
              party to a case, talk to a lawyer about the orders that apply to you.
            </p>
          </div>
          <div className="mt-12">
            <NewsletterBox />
          </div>
          <p className="mt-10">
            <SiteLink to={paths.blog} className="btn-secondary">
              ← Back to Blog
            </SiteLink>
          </p>
        </article>
        <aside aria-label="Related" className="flex flex-col gap-8">
          <nav aria-labelledby={`${article.slug}-related`} className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
            <h2 id={`${article.slug}-related`} className="font-serif text-xl font-bold text-slate-900 dark:text-white">
              Related reading
            </h2>
            <ul className="mt-3 space-y-2">
              {article.related.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="link">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <AdSlot id={`${article.slug}-sidebar`} size="tall" label="Advertisement in sidebar" />
        </aside>
      </div>
    </div>
  );
}
