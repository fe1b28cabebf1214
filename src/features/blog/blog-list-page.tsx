import { useSearchParams } from 'react-router-dom';
import { SiteLink } from '@/components/ui/site-link';
import { ArticleImage } from '@/components/article/article-image';
import { Seo } from '@/components/seo/seo';
import { PageHeading } from '@/components/ui/page-heading';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { site } from '@/config/site';
import { courtArticles } from '@/content/court-articles';
import { BlogPager } from './blog-pager';
import { knownPageCount, parsePageParam } from './blog-paging';
import type { BlogSummary } from './blog-schema';
import { useBlogList } from './get-blog-list';
import { useLogError } from './use-log-error';
import { useScrollTopOnChange } from './use-scroll-top-on-change';

const BLOG_KEYWORDS = ['Michigan news', 'Michigan courts', 'state government', 'local government', 'explainers', site.name];

const linkClass =
  'text-slate-900 decoration-2 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100 after:absolute after:inset-0';

function FeaturedCards() {
  return (
    <section aria-labelledby="blog-featured" className="mb-12">
      <h2 id="blog-featured" className="sr-only">
        Featured court coverage
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {courtArticles.map((article) => (
          <article
            key={article.slug}
            className="relative flex overflow-hidden rounded-lg border border-brand-700 bg-white focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md dark:border-brand-100 dark:bg-slate-900"
          >
            <img
              src={article.image.src}
              alt=""
              width={800}
              height={450}
              className="hidden w-1/3 shrink-0 bg-slate-200 object-cover sm:block dark:bg-slate-800"
            />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">{article.label}</p>
              <h3 className="line-clamp-5 font-serif text-lg font-bold leading-snug md:text-xl" title={article.title}>
                <SiteLink to={paths.blogPost(article.slug)} className={linkClass}>
                  {article.title}
                </SiteLink>
              </h3>
              <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{article.description}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}

function PostRow({ post }: { post: BlogSummary }) {
  return (
    <article className="relative flex items-start gap-4 border-b border-slate-200 py-5 focus-within:bg-brand-50 dark:border-slate-700 dark:focus-within:bg-slate-900">
      {post.image ? <ArticleImage src={post.image} variant="thumbnail" /> : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-serif text-xl font-bold leading-snug" title={post.title}>
          <SiteLink to={paths.blogPost(post.slug)} className={linkClass}>
            {post.title}
          </SiteLink>
        </h3>
        {post.description ? <p className="mt-1 line-clamp-3 text-slate-700 dark:text-slate-300">{post.description}</p> : null}
      </div>
    </article>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" data-testid="blog-list-loading">
      <p role="status" className="sr-only">
        Loading articles…
      </p>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-start gap-4 border-b border-slate-200 py-5 dark:border-slate-700" data-skeleton-row>
          <Skeleton className="h-16 w-16 shrink-0 rounded-full sm:h-20 sm:w-20" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const online = useOnline();
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-center dark:border-red-800 dark:bg-red-950">
      <h3 className="font-serif text-2xl font-bold text-red-900 dark:text-red-100">Error Loading Blogs</h3>
      <p className="mt-2 text-red-900 dark:text-red-100">Unable to load blog content. Please try again later.</p>
      <button type="button" className="btn-primary mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : online ? 'Try Again' : 'Try Again (works once you are back online)'}
      </button>
    </div>
  );
}

/** /blog: the featured court articles, then the service's posts, paged, with the page in the URL. */
export function BlogListPage() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const query = useBlogList(page);
  useScrollTopOnChange(page);
  useLogError(`list page ${page}`, query.error);

  const list = query.data;
  const pageCount = list ? knownPageCount(list.page, list.total, list.posts.length) : 0;

  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <Seo
        title={page > 1 ? `Blog — Page ${page}` : 'Blog'}
        description={`Original reporting and explainers from the ${site.name} newsroom: courts, state and local government, and the communities they serve.`}
        keywords={BLOG_KEYWORDS}
        canonical={page > 1 ? `${paths.blog}?page=${page}` : paths.blog}
      />
      <PageHeading title="Latest Articles" description="Original reporting and explainers from our newsroom." />
      <FeaturedCards />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="blog-posts" className="min-w-0">
          <h2 id="blog-posts" className="border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold dark:border-slate-200">
            From the newsroom{page > 1 ? <span className="text-base font-normal text-slate-700 dark:text-slate-300"> — page {page}</span> : null}
          </h2>
          {/* A list already on the page stays when a later refresh fails (the failure is logged). */}
          {list && list.posts.length > 0 ? (
            <div>
              {list.posts.map((post) => (
                <PostRow key={`${post.id}-${post.slug}`} post={post} />
              ))}
            </div>
          ) : query.isPending ? (
            <ListSkeleton />
          ) : query.isError && !list ? (
            <div className="mt-6">
              <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
            </div>
          ) : (
            <p className="mt-6 text-slate-700 dark:text-slate-300">
              There are no articles on this page.{' '}
              {page > 1 ? (
                <SiteLink to={paths.blog} className="link">
                  Go to the first page
                </SiteLink>
              ) : null}
            </p>
          )}
          {list ? <BlogPager page={page} pageCount={pageCount} /> : null}
        </section>
        {/* Beside the list on wide screens, after it on phones. */}
        <div className="flex flex-col gap-8 lg:sticky lg:top-6 lg:self-start">
          <AdSlot id="blog-list-sidebar" size="rectangle" />
          <NewsletterBox />
        </div>
      </div>
    </div>
  );
}
