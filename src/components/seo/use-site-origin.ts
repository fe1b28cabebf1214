import { useSyncExternalStore } from 'react';
import { buildTimeOrigin, siteOrigin } from '@/config/env';

const noop = () => () => {};

/**
 * The origin for canonical URLs, social cards and JSON-LD in a render: the
 * build's (VITE_SITE_URL, or '' for site-relative URLs) while prerendering and
 * hydrating, then the page's own when none was configured. With VITE_SITE_URL
 * set both are the same and nothing changes after hydration.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noop, siteOrigin, buildTimeOrigin);
}
