import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * App-wide providers, kept out of the first script where they are not needed
 * for the first paint:
 * - no HelmetProvider: on React 19 react-helmet-async's provider renders its
 *   children and nothing else (Helmet hands the tags to React's own head
 *   hoisting); the library loads with the first page's Seo component;
 * - the TanStack Query provider wraps the pages inside the layout
 *   (src/components/layout/query-provider.tsx, loaded with the first page).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
