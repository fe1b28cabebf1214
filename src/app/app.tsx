import { StrictMode, useEffect } from 'react';
import { NavigateReceiverContext, type NavigateReceiver } from '@/components/layout/navigate-bridge';
import { AppRoutes } from './router';

/**
 * The whole site below the router: the browser wraps it in a BrowserRouter
 * (src/start.tsx), the build in a StaticRouter for each page
 * (src/app/render-page.tsx). One tree, rendered in both places.
 */
export function App({ onNavigate = null }: { onNavigate?: NavigateReceiver | null } = {}) {
  // Marks the document once the app runs (hydrated or rendered): tests and scripts wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <StrictMode>
      <NavigateReceiverContext value={onNavigate}>
        <AppRoutes />
      </NavigateReceiverContext>
    </StrictMode>
  );
}
