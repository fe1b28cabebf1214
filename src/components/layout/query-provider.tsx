import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

/**
 * The TanStack Query client for the pages. The header and footer need no
 * queries, so this module (and @tanstack/query-core) loads with the first page
 * instead of in the initial script; it stays mounted across navigations, so
 * the cache lives as long as the tab.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
