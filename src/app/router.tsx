import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error/error-boundary';
import { ErrorPage } from '@/components/error/error-page';
import { RootLayout } from '@/components/layout/root-layout';
import { RssDownloadContext } from '@/components/layout/rss-link';
import { paths } from '@/config/paths';
import { isChunkLoadError, reloadOnceForNewVersion } from './chunk-reload';
import { routeTable } from './route-table';
import { loadSiteFeedDownload } from './rss-download';

/** Any unknown path: log it and replace the history entry with /404. */
function UnknownPath() {
  const location = useLocation();
  const missing = `${location.pathname}${location.search}`;
  useEffect(() => {
    console.warn(`[404] No page at ${missing}; redirected to ${paths.notFound}`);
  }, [missing]);
  return <Navigate to={paths.notFound} replace state={{ from: missing }} />;
}

/**
 * One boundary per route, keyed by the path so that moving to another page clears an error. A
 * missing route chunk (a deploy since the tab opened) reloads once for the new version.
 */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      where={`route ${pathname}`}
      onError={(error) => {
        if (isChunkLoadError(error)) reloadOnceForNewVersion(error);
      }}
      fallback={({ error, reset }) => (
        <ErrorPage
          onRetry={() => {
            // React.lazy keeps a failed chunk failed, so only a reload asks again; not while offline,
            // where the browser would replace this page with its own offline page.
            if (isChunkLoadError(error)) {
              if (navigator.onLine !== false) window.location.reload();
            } else reset();
          }}
          message={
            isChunkLoadError(error)
              ? navigator.onLine === false
                ? 'You seem to be offline, so this page could not be downloaded. Try again once you are connected; the page you were reading is still in your history.'
                : 'Part of this page could not be downloaded. Check your connection and try again; if the site was just updated, trying again loads the new version.'
              : undefined
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The site's routes, rendered the same way by the browser and by the build (src/app/render-page.tsx). */
export function AppRoutes() {
  return (
    <RssDownloadContext value={loadSiteFeedDownload}>
      <Routes>
        <Route element={<RootLayout />}>
          {routeTable.map(({ path, page: { Component } }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteBoundary>
                  <Component />
                </RouteBoundary>
              }
            />
          ))}
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Routes>
    </RssDownloadContext>
  );
}
