import { warmRoute } from './preload-route';

/**
 * The pages a reader can tap next are made ready before the tap, as frameworks do for links in the
 * viewport: a link on screen has its page's code loaded and, inside `main`, also the data its page
 * shows first (`warmRoute`), so a tap renders the new page at once with its stories. Links in menus,
 * header and footer get code only (their data comes on pointerdown, src/app/link-taps.ts), so
 * opening a menu does not fetch every category's feeds.
 *
 * The code of the pages `main` links to loads as soon as the app can open pages, so an early tap
 * renders in its own task instead of waiting on a download. The rest waits until the page has
 * loaded and the reader has interacted or QUIET_START_MS have passed, so it never competes with
 * the page's start-up; links outside `main` wait for the first interaction. One page at a time, in
 * idle moments, each path once; nothing when the reader saves data or is on 2G.
 */
interface LinkPrefetch {
  /** Starts watching the page's links (the app can open pages now). */
  start(): void;
  /** The page changed (the app opened another one): watch its links too, once it is idle. */
  rescan(): void;
}

const IDLE_TIMEOUT_MS = 2000;
/** After the load event, how long a reader who does nothing leaves the page to itself before the links in `main` are warmed. */
const QUIET_START_MS = 4000;
/** What the reader does that starts the watch at once (and lets the links outside `main` warm). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function installLinkPrefetch(
  linkTarget: (anchor: HTMLAnchorElement) => URL | null,
  doc: Document = document,
  // Off under `npm run dev`: the dev server transforms each module on request and also answers the
  // feed route, so early code loads would delay the page's feeds.
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
      if (contentCode) {
        win.setTimeout(() => {
          // Each path once, one per task: every page module asked for appends its chunks'
          // preload links, and a page of links done in one task held a phone's main thread.
          const paths = new Set<string>();
          for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
            const url = linkTarget(anchor);
            if (url) paths.add(url.pathname);
          }
          const pending = [...paths];
          const step = () => {
            const pathname = pending.shift();
            if (pathname === undefined) return;
            void warmRoute(pathname, '', { data: false });
            win.setTimeout(step);
          };
          step();
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
