import './index.css';
import { nextTask } from './lib/next-task';
import { holdEarlyInput } from './lib/early-input';
import { applyTheme, type ThemeChoice } from './lib/theme';

/*
 * The served HTML is already the page. Let the browser paint it before the
 * app's code is downloaded and evaluated (src/start.tsx: React, the router,
 * the page), so a reader on a slow phone reads while the scripts arrive. Right
 * after that first paint, the chunks the build listed for this page
 * (<meta name="route-chunks">) are preloaded together, so hydration waits for
 * one round trip, not a chain of imports. A live-news page's feed loads start at the same moment
 * (src/features/feeds/early-feed-loads.ts). The page's largest picture comes first: the other
 * pictures and the app's code wait for it, a short while at most. A page served without its stories
 * learns that picture from its first feed, and the early loads show it in the lead placeholder.
 * A reader who presses one of the page's buttons meanwhile cuts those waits short, and the press is
 * replayed once the app has taken the page over (src/lib/early-input.ts).
 */

/**
 * How long the page's largest picture may keep the app's code waiting: on a slow connection the
 * picture has the bandwidth to itself, and on a slow phone it is on screen before the code runs.
 */
const PICTURE_HEAD_START_MS = 1000;
/** How many of the page's chunks are asked for in one task. */
const PRELOADS_PER_TASK = 3;

const earlyInput = holdEarlyInput(document.getElementById('root'), {
  // The theme selector: the page takes the reader's choice at once (the app stores it when it replays the choice).
  onChoose: (select) => {
    if (select.dataset.themeSelect !== undefined) applyTheme(select.value as ThemeChoice, { persist: false });
  },
});
await Promise.race([afterFirstPaint(), earlyInput.wanted]);
const servedPicture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
await Promise.race([pictureIn(servedPicture), earlyInput.wanted]);
// The other story pictures may come now (index.html held the lazy ones back, src/index.css).
document.documentElement.removeAttribute('data-pictures-wait');
// Live-news pages name the categories they show first: their feeds start loading now, beside the app's code.
const feedCategories = document.querySelector<HTMLMetaElement>('meta[name="feed-categories"]')?.content.split(' ').filter(Boolean) ?? [];
// Asked for before the page's chunks, so its few small files are not queued behind them.
const leadPicture =
  feedCategories.length > 0
    ? import('./features/feeds/early-feed-loads')
        .then((m) => m.startEarlyFeedLoads(feedCategories))
        .catch((error: unknown) => console.warn('[feeds] the early feed loads did not start; the page loads its feeds itself', error))
    : undefined;
// A page served without its stories: its lead picture gets the same head start, from its feed.
if (!servedPicture && leadPicture) await Promise.race([atMost(leadPicture, PICTURE_HEAD_START_MS), earlyInput.wanted]);
for (const [index, file] of (document.querySelector<HTMLMetaElement>('meta[name="route-chunks"]')?.content.split(' ') ?? []).entries()) {
  // Only the build's own files: a path on this origin.
  if (!/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
  // A few per task: each request's start costs the main thread a little (much more while the
  // browser records a trace, as Lighthouse does), and a dozen together made one long task.
  if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}
try {
  // Evaluated in two tasks, the framework (React DOM, the router) first and then the app's own
  // modules: together they were one task of 150-240 ms on a phone, and a tap waited behind it.
  await import('react-dom/client');
  await nextTask();
  await import('./start');
} finally {
  // The app has been asked to take the page over: from now on it answers input itself.
  earlyInput.release();
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

/**
 * Resolves once the page's largest picture (`img[fetchpriority="high"]`, see
 * src/components/article/article-image.tsx) has arrived or failed, and after its head start at the latest.
 */
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
 * Resolves once the browser has painted the page: its first-contentful-paint entry (reported
 * once the frame is on screen), or after the next frame where paint timing is not supported,
 * and after 1.5 s at the latest.
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
