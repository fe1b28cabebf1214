import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogConfigFromEnv, type BlogClientConfig } from './blog-config';
import { BlogServiceError, shouldRetryBlogCall } from './blog-error';
import { BLOG_PAGE_SIZE } from '@/contracts/blog';
import { requestJson } from './blog-request';
import { sampleMetainfo } from './blog-samples-source';
import { MalformedPayloadError, parseBlogList, type BlogList } from './blog-schema';

const FAILURE = 'Failed to fetch blogs';

/** `{base}/get_metainfo?domain={domain}&page={page}`. */
export function blogListUrl(config: Pick<BlogClientConfig, 'baseUrl' | 'domain'>, page: number): string {
  const params = new URLSearchParams({ domain: config.domain, page: String(page) });
  return `${config.baseUrl ?? ''}/get_metainfo?${params.toString()}`;
}

/**
 * One page of posts, counting from 1; the bundled samples when no service is configured. Throws a
 * BlogServiceError ('Failed to fetch blogs: {status text}', or kind 'parse' for a malformed answer).
 */
export async function fetchBlogList(config: BlogClientConfig, page = 1, signal?: AbortSignal): Promise<BlogList> {
  const safePage = Number.isInteger(page) && page >= 1 ? page : 1;
  const payload = config.baseUrl === null ? await sampleMetainfo(safePage, BLOG_PAGE_SIZE) : await requestJson(config, blogListUrl(config, safePage), FAILURE, signal);
  try {
    const { list, skipped } = parseBlogList(payload, safePage);
    if (skipped > 0) console.warn(`[blog] skipped ${skipped} list entr${skipped === 1 ? 'y' : 'ies'} without a slug`);
    return list;
  } catch (error) {
    if (error instanceof MalformedPayloadError) throw new BlogServiceError('parse', `${FAILURE}: malformed answer (${error.message})`);
    throw error;
  }
}

export function blogListQueryOptions(page: number, config: BlogClientConfig = blogConfigFromEnv()) {
  return queryOptions({
    queryKey: ['blog', 'list', config.baseUrl, config.domain, page] as const,
    queryFn: ({ signal }) => fetchBlogList(config, page, signal),
    staleTime: 5 * 60 * 1000,
    retry: shouldRetryBlogCall,
  });
}

/** The list page's data: `{ posts, total, page }`. */
export function useBlogList(page: number) {
  return useQuery(blogListQueryOptions(page));
}
