import { sampleBlogPosts } from '@/content/blog-samples';
import { BlogServiceError } from './blog-error';

/**
 * The bundled sample posts, served in the service's payload shapes so they pass the same
 * validation. Imported statically: the build loads the blog client through Vite's module runner,
 * which is closed once the import returns, so a dynamic import would fail there.
 */
async function samples() {
  return sampleBlogPosts;
}

/** A get_metainfo-shaped answer for one page of the samples. */
export async function sampleMetainfo(page: number, pageSize: number): Promise<unknown> {
  const all = await samples();
  const blogs = all.slice((page - 1) * pageSize, page * pageSize).map(({ id, slug, metaTitle, metaDescription, pinterestImageLink }) => ({
    id,
    slug,
    metaTitle,
    metaDescription,
    ...(pinterestImageLink ? { pinterestImageLink } : {}),
  }));
  return { blogs, total: all.length };
}

/** A get_details-shaped answer, or a not-found failure like the service's non-2xx answer. */
export async function sampleDetails(slug: string): Promise<unknown> {
  const post = (await samples()).find((p) => p.slug === slug);
  if (!post) throw new BlogServiceError('not-found', 'Failed to fetch blog detail: Not Found', 404);
  return post;
}
