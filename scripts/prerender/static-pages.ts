/**
 * Every route whose head is known at build time, built from pure data modules
 * only (site config, content, categories, the blog client): no browser, no
 * React rendering. Loaded by scripts/vite-plugins/prerender.ts through Vite's
 * module runner, so `@/` imports and `import.meta.env` behave as in the app.
 *
 * Add a route here when it joins src/app/route-table.ts; tests/e2e/prerender.spec.ts
 * checks that every static route of the table has a prerendered file.
 */
import { env } from '@/config/env';
import { site } from '@/config/site';
import { privacyPolicy, termsOfService } from '@/content/legal';
import type { StaticPage } from './static-head';

export interface CollectedPages {
  readonly pages: StaticPage[];
  /** The generic page served for paths without a file of their own. */
  readonly fallback: StaticPage;
  readonly warnings: string[];
  /** The configuration the CSP is derived from. */
  readonly env: typeof env;
}

function shellPages(): StaticPage[] {
  return [
    { path: '/', title: site.tagline, description: site.description, changefreq: 'hourly' },
    { path: '/privacy', title: privacyPolicy.title, description: privacyPolicy.description, changefreq: 'yearly', routeModule: 'src/app/routes/privacy.tsx' },
    { path: '/terms', title: termsOfService.title, description: termsOfService.description, changefreq: 'yearly', routeModule: 'src/app/routes/terms.tsx' },
  ];
}

export async function collectStaticPages(): Promise<CollectedPages> {
  const warnings: string[] = [];
  const pages: StaticPage[] = [...shellPages()];
  return {
    pages,
    fallback: { path: '/', title: site.tagline, description: site.description, canonical: false },
    warnings,
    env,
  };
}
