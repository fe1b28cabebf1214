import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

let client: QueryClient | null = null;

/**
 * The page's one query client. Route prefetches (src/app/preload-route.ts) use
 * it before the first render, so a page's data request starts alongside its
 * code instead of after React has drawn the shell.
 */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

/**
 * The TanStack Query client for the pages. The header and footer need no
 * queries, so this module (and @tanstack/query-core) loads with the first page
 * instead of in the initial script; it stays mounted across navigations, so
 * the cache lives as long as the tab.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
