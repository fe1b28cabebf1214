import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';

/**
 * App-wide providers. No HelmetProvider: on React 19 react-helmet-async's
 * provider renders its children and nothing else (Helmet hands the tags to
 * React's own head hoisting), so it would only add the library to the first
 * chunk. The library loads with the first page's Seo component instead.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  );
}
