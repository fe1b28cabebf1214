import { createContext, useContext, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Receives a way to open a page in the app once the page's content can take it, and null when it goes. */
export type NavigateReceiver = (open: ((to: string) => void) | null) => void;

/** Set once by the browser's start (src/start.tsx, through App); the build renders without it. Never changes. */
export const NavigateReceiverContext = createContext<NavigateReceiver | null>(null);

/**
 * Hands the router's navigate to the document's link handling (src/app/link-taps.ts) once the
 * page's content has hydrated: a navigation before that would make React hydrate the old page in
 * the tap's task first. Until then the browser follows links itself.
 */
export function NavigateBridge() {
  const receive = useContext(NavigateReceiverContext);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (!receive) return;
    receive((to) => void navigate(to));
    // For tests and scripts: links now open in the app. This can come after `data-app-ready`,
    // since the page's content may hydrate after the shell.
    const html = document.documentElement;
    html.dataset.linksInApp = 'true';
    return () => {
      receive(null);
      delete html.dataset.linksInApp;
    };
  }, [navigate, receive]);
  return null;
}
