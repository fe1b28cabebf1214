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
/** The app can open pages of the site now (or no longer): links answer in the app, and those on screen get their pages ready. */
const onNavigate = (open: ((to: string) => void) | null) => {
  linkTaps.setOpenInApp(open);
  if (open) linkPrefetch.start();
};

// Moving to another page is not a transition: the tap's own task commits the new page (or, while
// its code downloads, its loading state), so a page still busy with its own updates (home's
// sections filling in) cannot hold the reader's tap back.
const app = (
  <RootErrorBoundary>
    <BrowserRouter useTransitions={false}>
      <App onNavigate={onNavigate} />
    </BrowserRouter>
  </RootErrorBoundary>
);

// The page's module (and its data) is loaded before the first render, so
// hydration finds everything the HTML was rendered with.
const [, pageLoaded] = await Promise.all([preloadLayout(), preloadRoute(window.location.pathname, window.location.search)]);
// The root is made in a task of its own, not at the end of the one that evaluated the app's code
// (its files are usually in already, so nothing else would end that task first).
await nextTask();

// React wraps what went wrong while taking a part over ("switched to client rendering"): its cause says what.
const logRecoverable = (error: unknown, info: { componentStack?: string }) =>
  console.error('[hydrate] the page was rendered again in the browser', error, error instanceof Error && error.cause !== undefined ? error.cause : '', info.componentStack ?? '');
const hydratable = canHydrate(readPageData(), window.location);

if (hydratable && !pageLoaded) {
  // The page's code could not be downloaded (offline, or a file of an older deploy): the served
  // page stays as it is, readable, with working links, instead of turning into an error.
  console.error(`[app] kept the served page of ${window.location.pathname} without its scripts: its code could not be loaded`);
} else if (hydratable) {
  // The HTML is this page, rendered at build time by the same components: take it over. In a
  // transition, hydration is time-sliced: it yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (a long page is one long task otherwise).
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: logRecoverable });
  });
} else {
  // The app-shell fallback, or a view that depends on the query string (/search?q=…):
  // the head tags the build wrote for another view make way for the page's own.
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

// The service worker (offline reading), from a chunk of its own once the page has loaded; it
// starts once the page's feeds are quiet and the browser is idle (src/app/service-worker.ts): its
// registration, download and install take nothing from the reader's first taps or the stories.
const startWorker = () =>
  void import('@/app/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('[offline] the service worker was not started', error));
if (document.readyState === 'complete') startWorker();
else window.addEventListener('load', startWorker, { once: true });
