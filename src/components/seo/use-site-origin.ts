import { useSyncExternalStore } from 'react';
import { buildTimeOrigin, siteOrigin } from '@/config/env';

const noop = () => () => {};

/**
 * The origin for canonical URLs, social cards and JSON-LD: the build's while prerendering and
 * hydrating, then the page's own when none was configured.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noop, siteOrigin, buildTimeOrigin);
}
