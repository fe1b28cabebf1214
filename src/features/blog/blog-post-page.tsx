import { Suspense, useMemo, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { ArticleImage } from '@/components/article/article-image';
import { newsArticleJsonLd } from '@/components/seo/json-ld';
import { ErrorBoundary } from '@/components/error/error-boundary';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { Skeleton } from '@/components/ui/skeleton';
import { VIDEO_PRIVACY_NOTE, VideoFacade } from '@/components/ui/video-facade';
import { absoluteUrl } from '@/config/env';
import { useSiteOrigin } from '@/components/seo/use-site-origin';
import { paths } from '@/config/paths';
import { site, staffByline } from '@/config/site';
import { formatLongDate } from '@/lib/dates';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useAfterFirstScreen } from '@/lib/use-hydrated';
import type { BlogPost } from './blog-schema';
import { useBlogPost } from './get-blog-post';
import { ServedPostBodyView, TextLines } from './post-body-frame';
import { postBodyKey, servedPostBody } from './served-post-body';
import { useLogError } from './use-log-error';
import { youtubeShortsId } from './youtube';

const LOADING_DESCRIPTION = `An article from the ${site.name} newsroom is loading.`;

// The markdown worker starts with the renderer's code, before the post's body is asked for.
const { Component: PostBody, preload: preloadMarkdown } = lazyWithPreload<{ markdown: string }>(() =>
  import('./post-body').then((m) => {
    m.startMarkdownWorker();
    return { default: m.PostBody };
  }),
);

/** The markdown renderer, loaded alongside a post's data; not needed for the post the served page holds. */
export function preloadPostBody(slug: string): Promise<void> {
  return servedPostBody()?.path === paths.blogPost(slug) ? Promise.resolve() : preloadMarkdown();
}

/**
 * The body: the served page's own when it is this markdown's, otherwise rendered from the markdown.
 * A post opened in the app renders its body after the first screen, since rendering a long post's
 * markdown is the longest part of the page.
 */
function PostBodyView({ markdown }: { markdown: string }) {
  const key = useMemo(() => postBodyKey(markdown), [markdown]);
  const served = servedPostBody();
  const ready = useAfterFirstScreen();
  if (served?.key === key) return <ServedPostBodyView bodyKey={key} html={served.html} />;
  return ready ? <PostBody markdown={markdown} /> : <TextLines count={10} />;
}

/** The post while it loads: its outline, and a title and description for the tab and the head. */
function PostSkeleton() {
  return (
    <div aria-busy="true" data-testid="post-loading">
      <Seo title="Loading article" description={LOADING_DESCRIPTION} keywords={site.keywords} noindex canonical={false} />
      <p role="status" className="sr-only">
        Loading article…
      </p>
      <Skeleton className="h-10 w-11/12" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <Skeleton className="mt-6 h-5 w-full" />
      <Skeleton className="mt-2 h-4 w-40" />
      <Skeleton className="mt-8 aspect-video w-full" />
      <div className="mt-8">
        <TextLines count={10} />
      </div>
    </div>
  );
}

function PostNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Seo
        title="Article Not Found"
        description="The article you're looking for doesn't exist or has been moved."
        keywords={site.keywords}
        noindex
        canonical={false}
      />
      <h1 className="font-serif text-4xl font-bold text-slate-900 dark:text-white">Article Not Found</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">The article you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <SiteLink to={paths.blog} className="btn-primary mt-8">
        Back to Blog
      </SiteLink>
    </div>
  );
}

function PostSeo({ post, slug }: { post: BlogPost; slug: string }) {
  const canonical = paths.blogPost(slug);
  const description = post.description || post.title;
  const origin = useSiteOrigin();
  const jsonLd = newsArticleJsonLd(origin, {
    headline: post.title,
    description,
    url: absoluteUrl(canonical, origin),
    image: post.image,
    datePublished: post.date,
    authorName: staffByline,
    keywords: post.keywords,
    section: 'Michigan News',
  });
  return (
    <Seo
      title={post.title}
      description={description}
      keywords={post.keywords}
      canonical={canonical}
      image={post.image}
      type="article"
      article={{ publishedTime: post.date ?? undefined, section: 'Michigan News', author: staffByline, tags: post.keywords }}
      jsonLd={[jsonLd]}
    />
  );
}

/** 'Watch Related Content': nothing is requested from YouTube until play is pressed, as the privacy policy promises. */
function RelatedVideo({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby="related-video" className="mt-12">
      <h2 id="related-video" className="font-serif text-2xl font-bold text-slate-900 dark:text-white">
        Watch Related Content
      </h2>
      <VideoFacade youtubeId={id} title={title} frameTitle={`Related video: ${title}`} shape="portrait" className="mt-4 max-w-xs" />
      <p className="mt-2 max-w-xs text-xs text-slate-700 dark:text-slate-300">{VIDEO_PRIVACY_NOTE}</p>
    </section>
  );
}

export function PostView({ post, slug }: { post: BlogPost; slug: string }) {
  const date = formatLongDate(post.date);
  const videoId = youtubeShortsId(post.youtubeShortsUrl);
  return (
    <article>
      <PostSeo post={post} slug={slug} />
      <p className="mb-4 text-sm">
        <SiteLink to={paths.blog} className="link">
          ← Back to Blog
        </SiteLink>
      </p>
      <header className="mb-8 border-b border-slate-200 pb-6 dark:border-slate-700">
        <h1 className="font-serif text-4xl font-bold leading-tight text-slate-900 md:text-5xl dark:text-white">{post.title}</h1>
        {post.description ? <p className="mt-4 text-xl text-slate-700 dark:text-slate-300">{post.description}</p> : null}
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          By {staffByline}
          {date ? (
            <>
              {' · '}Published on <time dateTime={post.date ?? undefined}>{date}</time>
            </>
          ) : null}
        </p>
      </header>
      {post.image ? (
        <figure className="mb-8">
          <ArticleImage key={post.image} src={post.image} priority layout="article" className="rounded-lg" />
          <figcaption className="mt-2 text-sm">
            <a href={post.image} target="_blank" rel="noopener noreferrer" className="link">
              View on Pinterest<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </figcaption>
        </figure>
      ) : null}
      <ErrorBoundary
        where={`post body "${slug}"`}
        fallback={({ reset }) => (
          <div role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <p>The text of this article could not be displayed. The headline and summary above are correct.</p>
            <p className="mt-3 flex flex-wrap gap-3">
              <button type="button" className="btn-secondary" onClick={reset}>
                Try again
              </button>
              <a href={paths.home} className="btn-secondary">
                Go to the home page
              </a>
            </p>
          </div>
        )}
      >
        <Suspense fallback={<TextLines count={10} />}>
          <PostBodyView markdown={post.body} />
        </Suspense>
      </ErrorBoundary>
      {videoId ? <RelatedVideo id={videoId} title={post.title} /> : null}
    </article>
  );
}

/**
 * The post's page frame: article column and ad column. The loading outline sits in the same frame,
 * so nothing moves sideways when the post arrives and the ad slot is not created twice.
 */
function PostFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {children}
          <div className="mt-12">
            <NewsletterBox />
          </div>
        </div>
        <AdSlot id="blog-post-sidebar" size="rectangle" label="Advertisement beside the article" className="lg:sticky lg:top-6 lg:self-start" />
      </div>
    </div>
  );
}

/** /blog/{slug}: loading skeleton, not-found view, or the post with its head tags. */
export function BlogPostPage({ slug }: { slug: string }) {
  const query = useBlogPost(slug);
  useLogError(`post "${slug}"`, query.error);
  // A post already shown stays when a background refresh fails (the failure is logged).
  if (query.data) {
    return (
      <PostFrame>
        <PostView post={query.data} slug={slug} />
      </PostFrame>
    );
  }
  // An error, or no slug to ask for.
  if (query.isError || slug === '') return <PostNotFound />;
  return (
    <PostFrame>
      <PostSkeleton />
    </PostFrame>
  );
}
