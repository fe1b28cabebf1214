import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { RssDownloadContext } from '@/components/layout/rss-link';
import { paths } from '@/config/paths';
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

export function AppRoutes() {
  return (
    <RssDownloadContext value={loadSiteFeedDownload}>
      <Routes>
        <Route element={<RootLayout />}>
          {routeTable.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Routes>
    </RssDownloadContext>
  );
}
