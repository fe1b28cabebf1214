import './index.css';
import { nextTask } from './lib/next-task';
import { holdEarlyInput } from './lib/early-input';
import { applyTheme, type ThemeChoice } from './lib/theme';

/*
 * The served HTML is already the page, so the browser paints it before the app's code is loaded
 * (src/start.tsx) and a reader on a slow phone reads while the scripts arrive. The page's largest
 * picture gets a short head start, then its route chunks (<meta name="route-chunks">) are
 * preloaded together so hydration waits one round trip rather than a chain of imports; a live-news
 * page starts its feed loads alongside. A press on one of the page's buttons cuts the waits short
 * and is replayed once the app has taken over (src/lib/early-input.ts).
 */

/**
 * How long the page's largest picture may keep the app's code waiting: on a slow connection it has
 * the bandwidth to itself, and on a slow phone it is on screen before the code runs.
 */
const PICTURE_HEAD_START_MS = 1000;
/** Chunks asked for in one task: each request's start costs the main thread, so they are spread out. */
const PRELOADS_PER_TASK = 3;

const earlyInput = holdEarlyInput(document.getElementById('root'), {
  // The theme selector applies at once; the app stores the choice when it replays it.
  onChoose: (select) => {
    if (select.dataset.themeSelect !== undefined) applyTheme(select.value as ThemeChoice, { persist: false });
  },
});
await anotherTask();
await Promise.race([afterFirstPaint(), earlyInput.wanted]);
const servedPicture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
await Promise.race([pictureIn(servedPicture), earlyInput.wanted]);
// The other story pictures may come now (index.html held the lazy ones back, src/index.css).
document.documentElement.removeAttribute('data-pictures-wait');
const feedCategories = document.querySelector<HTMLMetaElement>('meta[name="feed-categories"]')?.content.split(' ').filter(Boolean) ?? [];
// Before the page's chunks, so its few small files are not queued behind them.
const leadPicture =
  feedCategories.length > 0
    ? import('./features/feeds/early-feed-loads')
        .then((m) => m.startEarlyFeedLoads(feedCategories))
        .catch((error: unknown) => console.warn('[feeds] the early feed loads did not start; the page loads its feeds itself', error))
    : undefined;
// A page served without its stories: its lead picture gets the same head start, from its feed.
if (!servedPicture && leadPicture) await Promise.race([atMost(leadPicture, PICTURE_HEAD_START_MS), earlyInput.wanted]);
for (const [index, file] of (document.querySelector<HTMLMetaElement>('meta[name="route-chunks"]')?.content.split(' ') ?? []).entries()) {
  // Only the build's own files, on this origin.
  if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
  if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}
try {
  // Evaluated in two tasks, the framework first and then the app's modules, so a tap is not held
  // behind one long evaluation on a slow phone.
  await import('react-dom/client');
  await nextTask();
  await import('./start');
} finally {
  earlyInput.release();
}

/**
 * Resolves in a task of its own, queued without a timer. The task that evaluates this module is the
 * one in which the browser finishes parsing and first styles and lays out the served page, so it
 * installs no timer: Lighthouse's simulation ties a task that does to this script's download and
 * would count that first layout as work done after the first paint.
 */
function anotherTask(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  port2.postMessage(0);
  return new Promise((resolve) => (port1.onmessage = () => resolve()));
}

/** Resolves when `work` settles, and after `ms` at the latest. */
function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Resolves once the page's largest picture has arrived or failed, and after its head start at the latest. */
function pictureIn(img: HTMLImageElement | null): Promise<void> {
  if (!img || img.complete) return Promise.resolve();
  return atMost(
    new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    }),
    PICTURE_HEAD_START_MS,
  );
}

/**
 * Resolves once the browser has painted the page (first-contentful-paint, or the next frame where
 * paint timing is not supported), with a time limit.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(done);
      return;
    }
    const timer = setTimeout(resolve, 1500);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    }).observe({ type: 'paint', buffered: true });
  });
}
