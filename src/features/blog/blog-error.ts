/** Why a call to the blog service failed. */
type BlogErrorKind = 'http' | 'network' | 'parse' | 'not-found';

/** A failed blog call, its message shaped 'Failed to fetch blogs: Not Found'. */
export class BlogServiceError extends Error {
  readonly kind: BlogErrorKind;
  /** HTTP status for `http` and `not-found` failures. */
  readonly status: number | null;

  constructor(kind: BlogErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'BlogServiceError';
    this.kind = kind;
    this.status = status;
  }
}

/** Retry once for a network failure or a 5xx answer; never for bad payloads or 4xx (no retry storm). */
export function shouldRetryBlogCall(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof BlogServiceError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/** The status text of a response, or "HTTP {status}" when the server sent none (HTTP/2). */
export function statusText(response: Response): string {
  return response.statusText.trim() || `HTTP ${response.status}`;
}
