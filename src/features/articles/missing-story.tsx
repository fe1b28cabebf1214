import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** An unknown story slug: log it once and replace the history entry with /404, like any unknown path. */
export function MissingStory() {
  const location = useLocation();
  const missing = `${location.pathname}${location.search}`;
  useEffect(() => {
    console.warn(`[404] No article at ${missing}; redirected to ${paths.notFound}`);
  }, [missing]);
  return <Navigate to={paths.notFound} replace state={{ from: missing }} />;
}
