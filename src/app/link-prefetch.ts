import { warmRoute } from './preload-route';

/**
 * The pages a reader can tap next are made ready before the tap: once the page is idle, every link
 * of the site that is on screen (or comes on screen: the reader scrolls, a menu opens) has its page's
 * code loaded, and a link in the page's content (`main`: a section's "View all", the sidebar, the
 * blog's posts) also the data its page shows first, in the app's query cache (`warmRoute`), so a
 * tap renders the new page at once with its stories. What frameworks do for links in the viewport
 * (Next.js, Astro), with what this site's pages need. The links of the menus, the header and the
 * footer get their data when the finger comes down (src/app/link-taps.ts): opening the Categories
 * menu does not load fifteen categories' feeds.
 *
 * While the page loads, only the code of the pages its content (`main`) links to is loaded, as soon
 * as the app can open pages: a few small modules (the fifteen categories are one), so a tap on
 * home's "View all" while the stories still arrive renders its page in the tap's own task instead
 * of a loading state that waits for a download behind the page's own work. The watch begins once
 * the page has loaded and then either the reader has touched, scrolled or typed, or
 * `QUIET_START_MS` have passed, so the data never competes with the page's own start-up and
 * arriving stories; a link outside `main` (menus, header, footer: code only) waits for the
 * reader's first touch, scroll or key. One page at a time, each in an idle moment of its own, each
 * path once per page load. Nothing is warmed while the reader saves data or is on a 2G connection.
 * `linkTarget` decides which links count (the same test as the taps: src/app/link-taps.ts).
 */
interface LinkPrefetch {
  /** Starts watching the page's links (the app can open pages now). */
  start(): void;
  /** The page changed (the app opened another one): watch its links too, once it is idle. */
  rescan(): void;
}

/** How long an idle moment may be awaited before the work runs anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** After the load event, how long a reader who does nothing leaves the page to itself before the links in `main` are warmed. */
const QUIET_START_MS = 4000;
/** What the reader does that starts the watch at once (and lets the links outside `main` warm). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function installLinkPrefetch(
  linkTarget: (anchor: HTMLAnchorElement) => URL | null,
  doc: Document = document,
  // Off under `npm run dev`: there each module is transformed when asked for, and the server that
  // does it also answers the page's feed route, which would answer its feeds too late.
  { contentCode = true }: { contentCode?: boolean } = {},
): LinkPrefetch {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function' || savesData(win.navigator)) return { start: () => undefined, rescan: () => undefined };
  const idle = (work: () => void) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(work, 200);
  };
  /** The paths warmed so far: true with their data, false their code only. */
  const warmed = new Map<string, boolean>();
  const queue: Array<{ key: string; data: boolean }> = [];
  let working = false;
  const next = () => {
    const job = queue.shift();
    if (job === undefined) {
      working = false;
      return;
    }
    working = true;
    const url = new URL(job.key, win.location.href);
    idle(() => void warmRoute(url.pathname, url.search, { data: job.data }).finally(next));
  };
  const want = (url: URL, data: boolean) => {
    const key = `${url.pathname}${url.search}`;
    const done = warmed.get(key);
    if (done === true || (done === false && !data)) return;
    warmed.set(key, data);
    queue.push({ key, data });
    if (!working) next();
  };
  let interacted = false;
  /** Links outside `main` seen before the reader's first interaction: warmed once it comes. */
  const waiting: URL[] = [];
  const watched = new WeakSet<Element>();
  const observer = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = linkTarget(entry.target as HTMLAnchorElement);
      if (!url) continue;
      const inMain = entry.target.closest('main') !== null;
      if (inMain || interacted) want(url, inMain);
      else waiting.push(url);
    }
  });
  const scan = () => {
    for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      if (linkTarget(anchor)) observer.observe(anchor);
    }
  };
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      let begun = false;
      const begin = () => {
        if (begun) return;
        begun = true;
        idle(scan);
      };
      const onInteraction = () => {
        for (const type of INTERACTIONS) win.removeEventListener(type, onInteraction, true);
        interacted = true;
        for (const url of waiting.splice(0)) want(url, false);
        if (doc.readyState === 'complete') begin();
      };
      for (const type of INTERACTIONS) win.addEventListener(type, onInteraction, { capture: true, passive: true });
      // (Paths that share a module, the categories, load it once: `warmRoute` asks for it again for free.)
      if (contentCode) {
        win.setTimeout(() => {
          for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
            const url = linkTarget(anchor);
            if (url) void warmRoute(url.pathname, url.search, { data: false });
          }
        });
      }
      const afterLoad = () => win.setTimeout(begin, QUIET_START_MS);
      if (doc.readyState === 'complete') afterLoad();
      else win.addEventListener('load', afterLoad, { once: true });
      // Back and forward show other pages: their links too.
      win.addEventListener('popstate', () => idle(scan));
    },
    rescan() {
      if (!started) return;
      idle(scan);
      // A page whose code was not in yet shows its links a little later.
      win.setTimeout(() => idle(scan), IDLE_TIMEOUT_MS);
    },
  };
}

/** The reader asked to save data, or the connection is 2G: nothing is fetched ahead. */
function savesData(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}
