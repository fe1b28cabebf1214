import { StrictMode, useEffect } from 'react';
import { NavigateReceiverContext, type NavigateReceiver } from '@/components/layout/navigate-bridge';
import { AppRoutes } from './router';

/** The whole site below the router: one tree, in a BrowserRouter in the browser and a StaticRouter at build. */
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
