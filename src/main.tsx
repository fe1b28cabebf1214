import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { preloadRoute } from '@/app/preload-route';
import { AppRoutes } from '@/app/router';
import { preloadLayout } from '@/components/layout/root-layout';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// index.html (and prerendered pages) carry static head tags for scrapers that
// don't run JavaScript. Once the app runs, the Seo component owns the head.
document.head.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

// The first render runs as a transition: React renders it in slices and
// yields to the browser between them, instead of one long task (lower TBT).
const root = createRoot(container);
// Render once the current page's module is in, so the first paint has the page.
await Promise.all([preloadLayout(), preloadRoute(window.location.pathname)]);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
});
