import { isPlainPress } from '@/lib/plain-press';
import { matchRoute, warmRoute } from './preload-route';

/** Opens a page of the site in the app (React Router's navigate, once the app can take it). */
type OpenInApp = (to: string) => void;

/**
 * A tap on a link of this site answers at once, at any moment of the page's life.
 *
 * React answers a click, and each press before it (pointer, mouse or touch, down and up), inside
 * a part of the page it has not hydrated yet by hydrating that part first, in the event's own
 * task: on home that was every section below the lead (some 1,300 elements, 1.7 s at a phone's
 * speed), and the whole page while it is still being taken over, before the link's own handler
 * ran; and a link's handler that ran in a part just hydrated for the tap could be ignored by the
 * router. A link needs none of that: its address is in the HTML. So links of this site are
 * answered here, on the document, and React sees neither the presses nor the click:
 * - once the app can navigate (`setOpenInApp`, called from inside the router once the page's
 *   content has hydrated: src/components/layout/navigate-bridge.tsx), the app opens the page, and
 *   the part of the page around the link is never hydrated for it;
 * - before that, the browser follows the link itself (a full page load).
 * Other links (other sites, new tabs, downloads, the feed's XML, a link to this very page or a
 * place in it) and modified presses and clicks are left to the browser and the app, as before.
 *
 * The page is also made ready (its code and the data it shows first: `warmRoute`) when the finger
 * comes down (`pointerdown`), a tenth of a second or more before the click, where the links on
 * screen have not made it ready already (src/app/link-prefetch.ts).
 */
interface LinkTaps {
  setOpenInApp(open: OpenInApp | null): void;
}

export function installLinkTaps(doc: Document = document, { onOpen }: { onOpen?: () => void } = {}): LinkTaps {
  const win = doc.defaultView;
  let openInApp: OpenInApp | null = null;
  if (!win) return { setOpenInApp: () => undefined };
  // The presses that come before the click: React hydrates what is around their target at once,
  // in the press's own task, before the click even arrives (the whole page, while the page is
  // still being taken over). A plain press on a link of the site has no other listener: keep it
  // from React, like the click.
  for (const type of PRESS_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const url = appPageOf(event.target, win);
        if (!url) return;
        // (Before the app can open it, the browser will load the page itself: its code only.)
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
      // The part of the page around the link is not hydrated for this click.
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
