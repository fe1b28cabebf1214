import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { loadSonner, TOASTER_OPTIONS, TOASTER_STYLE, toasterDemand } from '@/lib/toast';
import { NavigateBridge } from './navigate-bridge';
import OfflineStatus from './offline-status';
import { PageOutlet } from './page-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * A new page starts at its top, but only when the app moves to another page: the first page keeps
 * the position the browser gave it (a scroll before hydration, a reload's restored position).
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const startPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === startPath.current) return;
    startPath.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

/** Shown inside <main> while a lazy route chunk loads; a full screen tall, so the footer starts below the fold and never shifts into view (CLS). */
export function RouteLoading() {
  return (
    <div className="mx-auto min-h-screen max-w-page px-4 py-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading page…
      </p>
    </div>
  );
}

const { Component: QueryProvider, preload: preloadQueryProvider } = lazyWithPreload(() => import('./query-provider'));

/** Loads what the layout needs before it can show a page (the query client), ahead of the first render. */
export function preloadLayout(): Promise<void> {
  return preloadQueryProvider();
}

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * The toast region, mounted only once something asks for a toast: sonner stays
 * out of the first paint (see src/lib/toast.ts).
 */
function LazyToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.getSnapshot, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={TOASTER_OPTIONS.position}
        duration={TOASTER_OPTIONS.duration}
        visibleToasts={TOASTER_OPTIONS.visibleToasts}
        gap={TOASTER_OPTIONS.gap}
        hotkey={[...TOASTER_OPTIONS.hotkey]}
        style={TOASTER_STYLE}
        closeButton
        richColors
        theme="system"
      />
    </Suspense>
  );
}

export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <SiteHeader />
      <OfflineStatus />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<RouteLoading />}>
          <NavigateBridge />
          <QueryProvider>{children ?? <PageOutlet />}</QueryProvider>
        </Suspense>
      </main>
      <SiteFooter />
      <LazyToaster />
    </div>
  );
}
