/**
 * Cloudflare Pages Function: the site's own feed route, `/feeds/{id}.xml`
 * (one path segment). The handler is shared with Netlify:
 * functions/_shared/feed-handler.ts.
 */
import { onPagesFeedRequest } from '../_shared/pages-function';

export const onRequest = onPagesFeedRequest;
