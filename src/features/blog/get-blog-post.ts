import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogConfigFromEnv, type BlogClientConfig } from './blog-config';
import { BlogServiceError, shouldRetryBlogCall } from './blog-error';
import { requestJson } from './blog-request';
import { sampleDetails } from './blog-samples-source';
import { MalformedPayloadError, parseBlogPost, type BlogPost } from './blog-schema';

const FAILURE = 'Failed to fetch blog detail';

/** `{base}/get_details?slug={slug}` with the slug URL-encoded. */
export function blogPostUrl(config: Pick<BlogClientConfig, 'baseUrl'>, slug: string): string {
  return `${config.baseUrl ?? ''}/get_details?slug=${encodeURIComponent(slug)}`;
}

/**
 * One whole post. An unknown slug (a non-2xx answer) throws a BlogServiceError
 * 'Failed to fetch blog detail: {status text}'; a malformed answer throws kind 'parse'.
 */
export async function fetchBlogPost(config: BlogClientConfig, slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const payload = config.baseUrl === null ? await sampleDetails(slug) : await requestJson(config, blogPostUrl(config, slug), FAILURE, signal);
  try {
    return parseBlogPost(payload, slug);
  } catch (error) {
    if (error instanceof MalformedPayloadError) throw new BlogServiceError('parse', `${FAILURE}: malformed answer (${error.message})`);
    throw error;
  }
}

export function blogPostQueryOptions(slug: string, config: BlogClientConfig = blogConfigFromEnv()) {
  return queryOptions({
    queryKey: ['blog', 'post', config.baseUrl, slug] as const,
    queryFn: ({ signal }) => fetchBlogPost(config, slug, signal),
    staleTime: 10 * 60 * 1000,
    retry: shouldRetryBlogCall,
    enabled: slug.length > 0,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
