import { createContext, useContext, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Receives a way to open a page in the app once the page's content can take it, and null when it goes. */
export type NavigateReceiver = (open: ((to: string) => void) | null) => void;

/** Set once by the browser's start (src/start.tsx, through App); the build renders without it. Never changes. */
export const NavigateReceiverContext = createContext<NavigateReceiver | null>(null);

/**
 * Hands the router's navigate to the document's link handling (src/app/link-taps.ts). Rendered
 * inside the layout's boundary around the page, so it is handed over only once the page's content
 * has hydrated: a navigation before that would make React hydrate the old page in the tap's task
 * before rendering the new one; until then the browser follows the link itself.
 */
export function NavigateBridge() {
  const receive = useContext(NavigateReceiverContext);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (!receive) return;
    // Out of the tap's event (a microtask after it): React gives the navigation its default
    // priority, not the tap's own. It still renders and commits the new page at once, in one task,
    // but cleans up the old page's effects after the browser has painted the new one; for an update
    // of the tap's priority it runs those cleanups inside the commit (on home, its sections'
    // subscriptions and observers: about half of that task).
    receive((to) => queueMicrotask(() => void navigate(to)));
    return () => receive(null);
  }, [navigate, receive]);
  return null;
}
