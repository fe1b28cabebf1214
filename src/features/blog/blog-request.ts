import { blogRequestHeaders, type BlogClientConfig } from './blog-config';
import { BlogServiceError, statusText } from './blog-error';

/**
 * GET a JSON answer from the service. Failures become a BlogServiceError whose
 * message starts with `failurePrefix` ('Failed to fetch blogs').
 */
export async function requestJson(config: BlogClientConfig, url: string, failurePrefix: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await config.fetch(url, { method: 'GET', headers: blogRequestHeaders(config), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BlogServiceError('network', `${failurePrefix}: ${reason}`);
  }
  if (!response.ok) {
    throw new BlogServiceError(response.status === 404 ? 'not-found' : 'http', `${failurePrefix}: ${statusText(response)}`, response.status);
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new BlogServiceError('parse', `${failurePrefix}: the answer is not JSON`);
  }
}
