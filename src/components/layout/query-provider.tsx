import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readPageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';

let client: QueryClient | null = null;

/**
 * The page's one query client. In the browser it starts with the data the page was prerendered
 * with, so the first render needs no request and matches the HTML.
 */
export function appQueryClient(): QueryClient {
  if (client) return client;
  client = createQueryClient();
  const queries = readPageData()?.queries;
  if (queries) {
    try {
      hydrate(client, queries);
      // The page's data is as old as the build: shown at once, then refreshed as the pages mount.
      void client.invalidateQueries({ refetchType: 'none' });
    } catch (error) {
      console.warn('[page-data] the prerendered query data could not be used; the page loads it again', error);
    }
  }
  return client;
}

/** The build renders each page with its own client (src/app/render-page.tsx). */
export function setQueryClientForRender(next: QueryClient): void {
  client = next;
}

/**
 * The query client provider. The header and footer need no queries, so this module loads with the
 * first page rather than in the initial script; it stays mounted, so the cache lives as long as the tab.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
