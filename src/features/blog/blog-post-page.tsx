import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { newsArticleJsonLd } from '@/components/seo/json-ld';
import { Seo } from '@/components/seo/seo';
import { Skeleton } from '@/components/ui/skeleton';
import { absoluteUrl, siteOrigin } from '@/config/env';
import { paths } from '@/config/paths';
import { staffByline } from '@/config/site';
import { formatLongDate } from '@/lib/dates';
import type { BlogPost } from './blog-schema';
import { useBlogPost } from './get-blog-post';
import { useLogError } from './use-log-error';
import { useNearViewport } from './use-near-viewport';
import { youtubeEmbedUrl, youtubeShortsId } from './youtube';

const PostBody = lazy(() => import('./post-body').then((m) => ({ default: m.PostBody })));

function TextLines({ count }: { count: number }) {
  return (
    <div className="space-y-3" data-testid="text-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i % 4 === 3 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

export function PostSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10" aria-busy="true" data-testid="post-loading">
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

export function PostNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Seo title="Article Not Found" description="The article you're looking for doesn't exist or has been moved." noindex canonical={false} />
      <h1 className="font-serif text-4xl font-bold text-slate-900 dark:text-white">Article Not Found</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">The article you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link to={paths.blog} className="btn-primary mt-8">
        Back to Blog
      </Link>
    </div>
  );
}

const DEFAULT_IMAGE = '/images/default-article.svg';

/** The post's image; a broken one swaps to the default picture (the link to the original stays). */
function PostImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? DEFAULT_IMAGE : src}
      alt=""
      width={800}
      height={450}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="aspect-video w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
    />
  );
}

function PostSeo({ post, slug }: { post: BlogPost; slug: string }) {
  const canonical = paths.blogPost(slug);
  const description = post.description || post.title;
  const jsonLd = newsArticleJsonLd(siteOrigin(), {
    headline: post.title,
    description,
    url: absoluteUrl(canonical),
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

/**
 * 'Watch Related Content': the privacy-enhanced YouTube player, without autoplay.
 * The frame is created when the reader scrolls near it (a player costs the
 * first load several hundred milliseconds of main thread); until then a box of
 * the same size holds its place.
 */
function RelatedVideo({ id, title }: { id: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <section aria-labelledby="related-video" className="mt-12">
      <h2 id="related-video" className="font-serif text-2xl font-bold text-slate-900 dark:text-white">
        Watch Related Content
      </h2>
      <div ref={box} className="mt-4 aspect-[9/16] w-full max-w-xs overflow-hidden rounded-lg bg-slate-900" data-testid="related-video-box">
        {near ? (
          <iframe
            src={youtubeEmbedUrl(id)}
            title={`Related video: ${title}`}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="h-full w-full border-0"
          />
        ) : null}
      </div>
    </section>
  );
}

export function PostView({ post, slug }: { post: BlogPost; slug: string }) {
  const date = formatLongDate(post.date);
  const videoId = youtubeShortsId(post.youtubeShortsUrl);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PostSeo post={post} slug={slug} />
      <p className="mb-4 text-sm">
        <Link to={paths.blog} className="link">
          ← Back to Blog
        </Link>
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
          <PostImage src={post.image} />
          <figcaption className="mt-2 text-sm">
            <a href={post.image} target="_blank" rel="noopener noreferrer" className="link">
              View on Pinterest<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </figcaption>
        </figure>
      ) : null}
      <Suspense fallback={<TextLines count={10} />}>
        <PostBody markdown={post.body} />
      </Suspense>
      {videoId ? <RelatedVideo id={videoId} title={post.title} /> : null}
    </article>
  );
}

/** /blog/{slug}: loading skeleton, not-found view, or the post with its head tags. */
export function BlogPostPage({ slug }: { slug: string }) {
  const query = useBlogPost(slug);
  useLogError(`post "${slug}"`, query.error);
  // A post already shown stays when a background refresh fails (the failure is logged).
  if (query.data) return <PostView post={query.data} slug={slug} />;
  if (query.isError) return <PostNotFound />;
  if (query.isPending && query.fetchStatus !== 'idle') return <PostSkeleton />;
  return null;
}
