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
    receive((to) => void navigate(to));
    // For tests and scripts: from here on a plain press on a link of the site opens its page in the
    // app. `data-app-ready` can come first: the app runs once its shell has hydrated, the page's
    // content (and this bridge inside it) can hydrate later.
    const html = document.documentElement;
    html.dataset.linksInApp = 'true';
    return () => {
      receive(null);
      delete html.dataset.linksInApp;
    };
  }, [navigate, receive]);
  return null;
}
