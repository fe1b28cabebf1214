/**
 * Where a phone's main thread goes while a page loads: one real visit with the CPU slowed by
 * DevTools (tasks take that much longer; nothing simulated), reading Chrome's Long Animation
 * Frames (`long-animation-frame` entries) from the navigation on. Each frame of 50 ms or more is
 * returned with what Chrome attributes it to: the scripts that ran in it (how they were invoked,
 * the function, the file), the style and layout at its end (and the part forced by a script), and
 * whether story cards were added in it (the live stories replacing the served ones, by section).
 *
 *   const visit = await framesVisit(page, url, { slowdown: 6.3 });
 *   console.log(framesReport(visit));
 *
 * The visit ends once no long frame has started for `quietSeconds` (the live stories are in and
 * the parts below the first screen taken over), or after `maxSeconds`.
 */

/** Frames shorter than this are left out (a frame of 50 ms or more blocks an input that arrives in it). */
export const LONG_FRAME_MS = 50;

/** The observers, installed before the page's own scripts. */
function observe(longFrameMs) {
  const seen = { ready: null, frames: [], changes: [] };
  Object.defineProperty(window, '__frames', { value: seen });
  const file = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < longFrameMs) continue;
      const end = entry.startTime + entry.duration;
      const styleAndLayout = entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0;
      seen.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        styleAndLayout,
        scripts: entry.scripts.map((s) => ({
          invoker: s.invoker,
          type: s.invokerType,
          fn: s.sourceFunctionName,
          file: file(s.sourceURL),
          duration: s.duration,
          forced: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver(() => {
    if (seen.ready === null && document.documentElement?.dataset.appReady) seen.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  document.addEventListener('DOMContentLoaded', () => {
    // Story cards added (no layout is read here, which would add to the frames measured).
    new MutationObserver((records) => {
      const added = records.filter((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches('article') || n.querySelector('article') !== null)));
      if (added.length === 0) return;
      const where = new Set(added.map((r) => (r.target instanceof Element ? (r.target.closest('[data-section]')?.getAttribute('data-section') ?? (r.target.closest('[data-testid="featured-article"]') ? 'lead' : 'page')) : 'page')));
      seen.changes.push({ at: performance.now(), where: [...where].join('+') });
    }).observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
  });
}

/**
 * One visit of `url` in `page` (a fresh page of a fresh browser context: nothing cached) on a
 * 412 px phone with the CPU slowed `slowdown` times.
 * @param {import('puppeteer-core').Page} page
 * @param {string} url
 * @param {{ slowdown: number, quietSeconds?: number, maxSeconds?: number }} options
 */
export async function framesVisit(page, url, { slowdown, quietSeconds = 4, maxSeconds = 30 }) {
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluateOnNewDocument(observe, LONG_FRAME_MS);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  let lastCount = -1;
  let quietSince = Date.now();
  while (Date.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const count = await page.evaluate(() => window.__frames.frames.length);
    if (count !== lastCount) {
      lastCount = count;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietSeconds * 1000) break;
  }
  const seen = await page.evaluate(() => window.__frames);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
  const frames = seen.frames.map((f) => {
    const during = seen.changes.filter(({ at }) => at >= f.start && at <= f.start + f.duration + 1);
    return { ...f, stories: [...new Set(during.map((c) => c.where))].join(', ') };
  });
  return { slowdown, ready: seen.ready, frames, storyChanges: seen.changes.length };
}

const ms = (value) => `${Math.round(value)}`;

/** What a frame's time went to, longest first: its scripts (invoker, function, file) and its style and layout. */
export function frameParts(frame) {
  const parts = frame.scripts.map((s) => {
    const what = [s.type === 'classic-script' || s.type === 'module-script' ? `evaluate ${s.file}` : s.invoker, s.fn && !s.invoker.includes(s.fn) ? s.fn : '', s.type === 'classic-script' || s.type === 'module-script' ? '' : s.file].filter(Boolean).join(' ');
    return { what: `${what}${s.forced >= 1 ? ` (forced style/layout ${ms(s.forced)})` : ''}`, duration: s.duration };
  });
  if (frame.styleAndLayout >= 1) parts.push({ what: 'style and layout', duration: frame.styleAndLayout });
  const scripted = frame.scripts.reduce((sum, s) => sum + s.duration, 0);
  const other = frame.duration - scripted - frame.styleAndLayout;
  if (other >= 10) parts.push({ what: 'other (parsing, paint, idle within the frame)', duration: other });
  return parts.sort((a, b) => b.duration - a.duration);
}

/**
 * The frames of a visit as lines: when each started (ms from the navigation, and relative to the
 * app taking over), how long it was and blocked, and its parts.
 * @param {Awaited<ReturnType<typeof framesVisit>>} visit
 */
export function framesReport(visit) {
  if (visit.frames.length === 0) return [`    no frame of ${LONG_FRAME_MS} ms or more`];
  const totalBlocking = visit.frames.reduce((sum, f) => sum + f.blocking, 0);
  const lines = [`    ${visit.frames.length} frames of ${LONG_FRAME_MS} ms or more, blocking ${ms(totalBlocking)} ms in all (the app took over at ${visit.ready === null ? 'never' : `${ms(visit.ready)} ms`}):`];
  for (const f of visit.frames) {
    const parts = frameParts(f)
      .slice(0, 4)
      .map((p) => `${p.what} ${ms(p.duration)}`)
      .join('; ');
    lines.push(`    at ${ms(f.start)} ms: ${ms(f.duration)} ms (blocking ${ms(f.blocking)})${f.stories ? ` [stories: ${f.stories}]` : ''}: ${parts}`);
  }
  return lines;
}
