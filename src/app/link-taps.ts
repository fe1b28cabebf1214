import { isPlainPress } from '@/lib/plain-press';
import { matchRoute, warmRoute } from './preload-route';

/** Opens a page of the site in the app (React Router's navigate). */
type OpenInApp = (to: string) => void;

/**
 * A tap on a link of this site answers at once, at any moment of the page's life.
 *
 * React answers a press or click inside a part of the page it has not hydrated yet by hydrating
 * that part first, synchronously in the event's task, which on a large page blocks a slow phone
 * for a long time before the link reacts. A link needs none of that: its address is in the HTML.
 * So plain presses and clicks on links to the app's pages are taken here, on the document, and
 * React never sees them: once the router has registered `setOpenInApp`
 * (src/components/layout/navigate-bridge.tsx) the app opens the page, and before that the browser
 * follows the link. Other links and modified clicks are left alone.
 *
 * `pointerdown` also warms the target page (`warmRoute`), ahead of the click.
 */
interface LinkTaps {
  setOpenInApp(open: OpenInApp | null): void;
}

export function installLinkTaps(doc: Document = document, { onOpen }: { onOpen?: () => void } = {}): LinkTaps {
  const win = doc.defaultView;
  let openInApp: OpenInApp | null = null;
  if (!win) return { setOpenInApp: () => undefined };
  // React would hydrate around each press's target too; a plain press on a link has no other
  // listener, so it is kept from React like the click.
  for (const type of PRESS_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const url = appPageOf(event.target, win);
        if (!url) return;
        // Before the app can open the page the browser loads it, so only its code is worth warming.
        if (type === 'pointerdown') void warmRoute(url.pathname, url.search, { data: !!openInApp });
        if (isPlainPress(event)) event.stopPropagation();
      },
      { capture: true, passive: true },
    );
  }
  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !isPlainPress(event)) return;
      const url = appPageOf(event.target, win);
      if (!url) return;
      event.stopPropagation();
      if (!openInApp) return; // the browser follows the link
      event.preventDefault();
      openInApp(`${url.pathname}${url.search}${url.hash}`);
      onOpen?.();
    },
    { capture: true },
  );
  return {
    setOpenInApp(open) {
      openInApp = open;
    },
  };
}

/** The events of a press before its click; React hydrates its target's surroundings for each. */
const PRESS_EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'touchcancel'] as const;

/**
 * The page of the app a plain link under `target` opens in this tab, or null: no link, another
 * site, a new tab, a download, a path the app has no page for or whose page servers answer
 * with a file (the feed's XML), or this very page (a place in it, or nothing to open).
 */
function appPageOf(target: EventTarget | null, win: Window): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? appPageOfLink(anchor, win) : null;
}

/** The page of the app a plain press on `anchor` opens in this tab, or null (see `appPageOf`). */
export function appPageOfLink(anchor: HTMLAnchorElement, win: Window = window): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, win.location.href);
  if (url.origin !== win.location.origin) return null;
  if (url.pathname === win.location.pathname && url.search === win.location.search) return null;
  const match = matchRoute(url.pathname);
  return match && match.entry.module !== 'rss-feed' ? url : null;
}
