import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { installPreloadErrorReload } from '@/app/chunk-reload';
import { installLinkPrefetch } from '@/app/link-prefetch';
import { appPageOfLink, installLinkTaps } from '@/app/link-taps';
import { preloadRoute } from '@/app/preload-route';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { preloadLayout } from '@/components/layout/root-layout';
import { env } from '@/config/env';
import { nextTask } from '@/lib/next-task';
import { canHydrate, readPageData } from '@/lib/page-data';


const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

installPreloadErrorReload();
const linkPrefetch = installLinkPrefetch(appPageOfLink, document, { contentCode: env.isProduction });
const linkTaps = installLinkTaps(document, { onOpen: linkPrefetch.rescan });
/** The app can open pages now (or no longer): links answer in the app and on-screen links are warmed. */
const onNavigate = (open: ((to: string) => void) | null) => {
  linkTaps.setOpenInApp(open);
  if (open) linkPrefetch.start();
};

// Navigation is not a transition: the tap's own task commits the new page (or its loading state),
// so a page still busy with its own updates cannot hold the tap back.
const app = (
  <RootErrorBoundary>
    <BrowserRouter useTransitions={false}>
      <App onNavigate={onNavigate} />
    </BrowserRouter>
  </RootErrorBoundary>
);

// The page's module and data load before the first render, so hydration matches the HTML.
const [, pageLoaded] = await Promise.all([preloadLayout(), preloadRoute(window.location.pathname, window.location.search)]);
// The root is made in a task of its own, not appended to the long one that evaluated the app's code.
await nextTask();

// React wraps a hydration failure ("switched to client rendering"); its cause says what went wrong.
const logRecoverable = (error: unknown, info: { componentStack?: string }) =>
  console.error('[hydrate] the page was rendered again in the browser', error, error instanceof Error && error.cause !== undefined ? error.cause : '', info.componentStack ?? '');
const hydratable = canHydrate(readPageData(), window.location);

if (hydratable && !pageLoaded) {
  // The page's code could not be downloaded: the served page stays readable, with working links,
  // rather than turning into an error.
  console.error(`[app] kept the served page of ${window.location.pathname} without its scripts: its code could not be loaded`);
} else if (hydratable) {
  // In a transition hydration is time-sliced, yielding to the browser instead of holding the main
  // thread for the whole page.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: logRecoverable });
  });
} else {
  // The app shell, or a view that depends on the query string: the build's head tags were for
  // another view.
  removeBuildHead();
  const root = createRoot(container, { onRecoverableError: logRecoverable });
  startTransition(() => root.render(app));
}

/** Removes the head tags the build rendered (between the prerender markers) before a fresh render writes its own. */
function removeBuildHead() {
  const nodes = [...document.head.childNodes];
  const start = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === 'page-head');
  const end = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/page-head');
  if (start === -1 || end <= start) return;
  for (const node of nodes.slice(start + 1, end)) node.remove();
}

// The service worker (offline reading) loads from its own chunk after the load event, so it takes
// nothing from the first taps or the stories.
const startWorker = () =>
  void import('@/app/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('[offline] the service worker was not started', error));
if (document.readyState === 'complete') startWorker();
else window.addEventListener('load', startWorker, { once: true });
