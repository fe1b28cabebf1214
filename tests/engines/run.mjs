#!/usr/bin/env node
/**
 * The other-engine suite (`npm run test:engines`): the test build (dist-e2e/, written by
 * `node scripts/build-test.mjs` when missing) served by `vite preview`, its feeds and blog from the local
 * fixture server, opened in Firefox and in WebKit (tests/engines/drivers.mjs), one browser start
 * each, both engines at the same time. For each engine:
 *
 * - rendering and hydration of a representative set of pages (ENGINE_PAGES: home, a category, a
 *   section story, the FAQ, the blog list and a post, search, a legal page and /404): its own single
 *   <h1>, no error page, its stories or its text, and no uncaught error. Every route's content is the
 *   browser suite's (tests/e2e/every-route.spec.ts), every route's answer the host suite's;
 * - before the app runs (its start module held back by the server), the served page answers a
 *   section link, the theme selector, the phone Categories menu and the search button; a page left
 *   while one of its files downloads lets the browser go where it was sent; a page file a deploy
 *   removed reloads the page once, for the new version;
 * - the hydrated app answers: a header link is followed without a page load;
 * - the key interactions: desktop More and phone Categories menus, the FAQ search (15 key events
 *   0 ms apart reach the box intact and the URL) and a category filter, the region picker (by county
 *   and from its list, kept over a reload), the blog pager, a post opened in the app (its body
 *   parsed by the markdown worker), the site search and the theme switch;
 * - offline reading: home, a category, the FAQ and a blog post, visited once on a site server of
 *   the engine's own (home before the worker was there), open from the site's service worker once
 *   that server is gone, and a page never opened shows the worker's offline page. ("Show N new stories" needs the page's clock moved on, which only
 *   the Playwright suite can do: tests/e2e/feeds-resilience.spec.ts.)
 *
 * Exits 1 when a check fails in either engine. Under CI a failed check runs once more (see `check`);
 * its first failure is printed either way.
 * `ENGINES=firefox` (or `webkit`) runs one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { preview } from 'vite';
import { waitFor } from '../../scripts/lib/wait.mjs';
import { startFixtureServer } from '../fixtures/server.mjs';
import { E2E_DIST, ENGINES_SITE_PORT_BASE, FIXTURE_PORT, PREVIEW_ORIGIN, PREVIEW_PORT, WEBKIT_DRIVER_PORT } from '../fixtures/ports.mjs';
import { startFirefox, startWebKit } from './drivers.mjs';

const root = resolve(import.meta.dirname, '../..');

if (!existsSync(join(root, E2E_DIST, 'index.html'))) {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build-test.mjs'), '--if-missing'], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { tsImport } = await import('tsx/esm/api');
const { everyRoute } = await tsImport('../e2e/route-samples.ts', import.meta.url);

/**
 * The pages each engine renders and hydrates: one of each kind the app draws differently (stories
 * from the feeds, a static story, a searchable list, the blog service's list and post, a query
 * view, plain text, the not-found page). Each must be a route of the table.
 */
const ENGINE_PAGES = ['/', '/technology', '/faq', '/blog', '/blog/fixture-post-1', '/search?q=michigan', '/privacy', '/404'];
const routePaths = new Set(everyRoute().map((route) => route.path));
const sectionStory = everyRoute().find((route) => /^\/[^/]+\/:slug$/.test(route.pattern) && !route.pattern.startsWith('/blog'));
if (sectionStory) ENGINE_PAGES.splice(2, 0, sectionStory.path);
for (const path of ENGINE_PAGES) {
  if (!routePaths.has(path)) throw new Error(`tests/engines/run.mjs: ${path} is not a route of src/app/route-table.ts any more; pick another page of its kind`);
}

/** What the page looks like when a wait fails: where it is, how far it got, who serves it. */
const STATE =
  "JSON.stringify({ url: location.href, title: document.title, readyState: document.readyState, leftBehind: !!window.__leftBehind, ready: document.documentElement.hasAttribute('data-app-ready'), picturesWait: document.documentElement.hasAttribute('data-pictures-wait'), worker: !!(navigator.serviceWorker && navigator.serviceWorker.controller), online: navigator.onLine, uncaught: document.documentElement.getAttribute('data-uncaught-errors'), h1: document.querySelector('h1')?.textContent.trim().slice(0, 80) ?? null, main: document.querySelector('main')?.innerText.trim().slice(0, 120) ?? null, searchBoxes: document.querySelectorAll('input[type=\"search\"]').length, navigations: performance.getEntriesByType('navigation').map((n) => n.type).join(','), reloadedFor: (() => { try { return sessionStorage.getItem('mcl:chunk-reload'); } catch { return 'storage unreadable'; } })() })";
/** The page's state as a failure report prints it (see STATE). */
const pageState = (browser) => browser.evaluate(STATE).catch((error) => `unreadable: ${describe(error)}`);

/** True once the service worker has kept home in its pages cache (src/sw/sw.ts); a promise, awaited by `until`. */
const KEPT_HOME =
  "caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith('civic-ledger-pages-')).map((n) => caches.open(n).then((c) => c.match(new URL('/', location.href).href))))).then((found) => found.some(Boolean))";

/** Polls `source` (a JavaScript expression) in the page until it is truthy. */
async function until(browser, source, what, timeoutMs = 10_000) {
  let last;
  const check = async () => {
    try {
      last = await browser.evaluate(source);
    } catch (error) {
      last = error;
      return false;
    }
    return last;
  };
  try {
    await waitFor(check, { timeoutMs, intervalMs: 50, what });
  } catch {
    const state = await pageState(browser);
    throw new Error(`${what}: not within ${timeoutMs} ms (last: ${String(last).slice(0, 200)}; page: ${String(state).slice(0, 600)})`);
  }
  return last;
}

/**
 * Loads `path` (on `origin`) and waits until that new document has hydrated. The page being left is
 * marked first: its own `data-app-ready` must not pass for the new page's, should the driver
 * answer before the new document has replaced it.
 */
const open = async (browser, path, origin = PREVIEW_ORIGIN) => {
  await browser.evaluate('(window.__leftBehind = true)').catch(() => {});
  await browser.goto(`${origin}${path}`);
  await until(browser, "!window.__leftBehind && document.documentElement.hasAttribute('data-app-ready')", `${path} hydrated`);
};
/** An error as the report prints it: its kind (a driver's own error names itself) and message. */
const describe = (error) => (error instanceof Error ? `${error.name}: ${error.message || '(no message)'}` : String(error));
const h1 = (browser) => browser.evaluate("[...document.querySelectorAll('h1')].map((h) => h.textContent.trim())");
const STORIES = "document.querySelectorAll('main article').length";
const UNREGISTER_WORKERS = "navigator.serviceWorker ? navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister()))).then(() => true) : false";
const ERROR_TITLES = /could not be shown|something went wrong/i;

/**
 * Scripts the server holds back for SLOW_SCRIPT_MS, per engine (a phone on a slow connection):
 * the checks of a page left while one of its files downloads, and of the served page answering
 * before the app runs, set them. Each engine is told apart by its user agent, as both run at once
 * against one server.
 */
const heldScripts = new Map();
const SLOW_SCRIPT_MS = 4000;
const ANY_SCRIPT = /^\/assets\/.+\.js$/;
/** The app's start module: until it runs, the served page answers alone. */
const START_MODULE = /^\/assets\/start-[\w-]+\.js$/;
const engineOf = (userAgent = '') => (userAgent.includes('Firefox') ? 'Firefox' : 'WebKit');
/**
 * Files a deploy has removed, per engine: they answer 404 until the page named with them is asked
 * for again (the reader's browser then has the new version, which has them).
 */
const removedFiles = new Map();
const scriptFaults = {
  name: 'script-faults',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      const engine = engineOf(req.headers['user-agent']);
      const path = req.url?.split('?')[0] ?? '';
      const removed = removedFiles.get(engine);
      if (removed && path === removed.page) removedFiles.delete(engine);
      else if (removed?.files.test(path)) {
        // Not kept by the browser: the new version here names the same file, which a real one would not.
        res.writeHead(404, { 'Cache-Control': 'no-store' }).end('removed by a deploy');
        return;
      }
      if (heldScripts.get(engine)?.test(path)) setTimeout(next, SLOW_SCRIPT_MS);
      else next();
    });
  },
};
const serveSite = (port) => preview({ logLevel: 'error', plugins: [scriptFaults], build: { outDir: join(root, E2E_DIST) }, preview: { host: '127.0.0.1', port, strictPort: true } });

/** The checks of one engine; returns the failures. `sitePort`: its own server for the offline check. */
async function runEngine(start, sitePort) {
  const failures = [];
  const flaky = [];
  const started = Date.now();
  const browser = await start();
  /**
   * Runs one check. A failed check fails the run. Under CI only, as the browser suite retries once
   * there, it runs once more from its start: the first failure is printed and kept in the report (a
   * wait that ran out names the page's state, see `until`); a check that passes the second time is
   * reported as flaky, one that fails twice as failed with both failures.
   */
  const check = async (name, fn) => {
    // A step that failed without waiting (an element not found, a click refused) names the page's state too.
    const attempt = async () => {
      try {
        await fn();
      } catch (error) {
        if (error instanceof Error && !error.message.includes('; page: ')) error.message = `${error.message} (page: ${String(await pageState(browser)).slice(0, 600)})`;
        throw error;
      }
    };
    try {
      await attempt();
    } catch (error) {
      const first = `${browser.name}: ${name}: ${describe(error)}`;
      if (!process.env.CI) {
        failures.push(first);
        return;
      }
      console.warn(`[engines] ${first}; running it once more (CI)`);
      try {
        await attempt();
        flaky.push(first);
      } catch (again) {
        failures.push(`${first}; again: ${describe(again)}`);
      }
    }
  };
  try {
    // First, before the service worker keeps the app's files (each page is opened without it): with
    // the start module held back, the served page alone answers a link, the theme selector, and on a
    // phone the Categories menu and the search button (src/lib/early-input.ts, src/app/link-taps.ts).
    await check('before the app runs: a section link, the theme selector, the Categories menu and the search button answer', async () => {
      const served = async (path) => {
        // A page of this check where the app did run (the link's page, once its start module came)
        // may have installed the service worker by now, which would answer the start module from its
        // copy: the next page is opened without it.
        await browser.evaluate(UNREGISTER_WORKERS).catch(() => {});
        await browser.goto(`${PREVIEW_ORIGIN}${path}`);
        if (await browser.evaluate("document.documentElement.hasAttribute('data-app-ready')")) throw new Error(`the app ran on ${path} although its start module was held back`);
      };
      heldScripts.set(browser.name, START_MODULE);
      try {
        await served('/');
        await browser.select('header select', 'dark');
        await until(browser, "document.documentElement.classList.contains('dark')", 'the dark theme applied', 2000);
        // The National section is below the lead area, in content-visibility: auto: drawn at the
        // browser's next rendering update once the reader nears it, and only then can a click reach
        // its link (WebKit checks at once). Each look brings the link itself to the middle of the
        // screen again, in case something above it changed size after the last one.
        const national = 'section[data-section="national-news"] a[href="/national-news"]';
        await until(browser, `(() => { const link = document.querySelector('${national}'); link.scrollIntoView({ block: 'center' }); return link.checkVisibility?.({ contentVisibilityAuto: true }) ?? true; })()`, 'the National section drawn', 5000);
        await browser.click(national);
        await until(browser, "location.pathname === '/national-news'", '/national-news opened', 3000 + SLOW_SCRIPT_MS);
        await browser.viewport(375, 800);
        await served('/');
        await browser.clickText('header button', 'Categories');
        await until(browser, "!!document.querySelector('[data-testid=\"mobile-nav-list\"]')?.getClientRects().length", 'Categories opened', 2000);
        await served('/technology');
        await browser.click('header button[aria-label="Open search"]');
        await until(browser, "!!document.querySelector('header form[role=\"search\"]')?.getClientRects().length", 'the search box opened', 2000);
      } finally {
        heldScripts.delete(browser.name);
        await browser.viewport(1280, 900);
        await browser.evaluate('localStorage.clear(), document.documentElement.classList.remove("dark")').catch(() => {});
      }
    });

    for (const path of ENGINE_PAGES) {
      await check(path, async () => {
        await open(browser, path);
        const headings = await h1(browser);
        if (headings.length !== 1 || !headings[0]) throw new Error(`expected one <h1>, got ${JSON.stringify(headings)}`);
        if (path !== '/404' && ERROR_TITLES.test(headings[0])) throw new Error(`the error page: ${headings[0]}`);
        const isStoryPage = path === '/' || (await browser.evaluate("!!document.querySelector('[aria-labelledby=\"category-stories\"]')"));
        if (isStoryPage) await until(browser, `${STORIES} > 0`, 'stories shown', 15_000);
        else if ((await browser.evaluate("document.querySelector('main').textContent.trim().length")) < 100) throw new Error('the page has almost no text');
      });
    }

    // WebKit cancels a page's downloads as soon as the browser is sent elsewhere, and the app took
    // a page file that failed that way for one removed by a new version: it reloaded the page being
    // left, and the reader stayed there instead of going where they had asked.
    await check('a page left while one of its files downloads: the browser goes where it was sent', async () => {
      await open(browser, '/');
      heldScripts.set(browser.name, ANY_SCRIPT);
      try {
        // The partners page's code has not been downloaded in this browser: the app asks for it, held back.
        await browser.clickText('header nav a', 'Partners');
        await delay(500);
      } finally {
        heldScripts.delete(browser.name);
      }
      await browser.goto(`${PREVIEW_ORIGIN}/privacy`);
      await delay(SLOW_SCRIPT_MS);
      await until(browser, "location.pathname === '/privacy' && document.documentElement.hasAttribute('data-app-ready')", '/privacy opened');
      const how = await browser.evaluate("performance.getEntriesByType('navigation').map((n) => n.type).join(',')");
      if (how !== 'navigate') throw new Error(`/privacy was reached by "${how}", not by the navigation asked for`);
    });

    // A tab opened before a deploy asks for a page file the deploy removed: the page reloads once,
    // for the new version. Firefox names the file in its error (the app asks the server for it);
    // WebKit does not (the app asks for the page, whose start module differs from this tab's).
    await check('a page file removed by a deploy: the page reloads once, for the new version', async () => {
      // No service worker and none of its copies: the removed file's must come from the server.
      await browser.evaluate(`Promise.resolve(${UNREGISTER_WORKERS}).then(() => self.caches ? caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))) : null)`);
      // The events page, which no other check opens: its code is in no cache of this browser. Gone
      // before the page is opened, as the app warms the code of the links on screen.
      removedFiles.set(browser.name, { files: /^\/assets\/local-events-[\w-]+\.js$/, page: '/local-events' });
      try {
        await open(browser, '/privacy');
        await until(browser, "document.documentElement.hasAttribute('data-links-in-app')", 'links open in the app');
        await browser.evaluate(`sessionStorage.clear(), (window.__beforeTheDeploy = true), document.querySelector('script[type="module"][src]').setAttribute('src', '/assets/start-before-the-deploy.js')`);
        // The link is in the header's More menu: the app's link handling takes the click as a tap.
        await browser.evaluate(`document.querySelector('header nav a[href="/local-events"]').click()`);
        // The reloaded page's own scripts are not waited for: this stand-in deploy keeps the file's
        // address, whose failure WebKit remembers for the visit; a real one names new files.
        await until(browser, "location.pathname === '/local-events' && !window.__beforeTheDeploy && document.readyState === 'complete' && document.querySelector('h1')?.textContent.includes('Local Events')", 'the events page of the new version');
      } finally {
        removedFiles.delete(browser.name);
      }
      const how = await browser.evaluate("performance.getEntriesByType('navigation').map((n) => n.type).join(',')");
      if (how !== 'reload') throw new Error(`/local-events was reached by "${how}", not by one reload`);
      await browser.evaluate('sessionStorage.clear()');
    });

    await check('a header link is followed in the app, without a page load', async () => {
      await open(browser, '/');
      // The app is ready once its shell has hydrated; links open in the app once the page's content
      // has (until then the browser follows them itself, by design: src/app/link-taps.ts).
      await until(browser, "document.documentElement.hasAttribute('data-links-in-app')", 'links open in the app');
      await browser.evaluate('(window.__sameDocument = true)');
      await browser.click('header nav a[href="/faq"]');
      await until(browser, "location.pathname === '/faq' && document.querySelector('h1')?.textContent.includes('Frequently Asked Questions')", 'FAQ opened');
      if (!(await browser.evaluate('window.__sameDocument === true'))) throw new Error('the page was loaded again');
    });

    await check('desktop More menu', async () => {
      await open(browser, '/');
      // From the keyboard (Enter on the button): WebKit's WebDriver click comes with a synthetic hover.
      await browser.type('header nav li[data-noscript-hover] > button', '\n');
      await until(browser, "!!document.querySelector('header nav button[aria-expanded=\"true\"]')", 'More opened');
      await browser.clickText('header nav a', 'Technology');
      await until(browser, "location.pathname === '/technology'", 'Technology opened');
    });

    await check('FAQ: 15 key events 0 ms apart reach the box, the URL follows; a category filters', async () => {
      await open(browser, '/faq');
      await browser.type('main input[type="search"]', 'michigan county');
      const value = await browser.evaluate("document.querySelector('main input[type=\"search\"]').value");
      if (value !== 'michigan county') throw new Error(`the box holds "${value}"`);
      await until(browser, "new URLSearchParams(location.search).get('q') === 'michigan county'", 'the URL holds the text');
      await until(browser, "document.querySelector('[data-testid=\"faq-count\"]').textContent.includes('for \"michigan county\"')", 'the count names the search');
      await browser.clickText('[role="group"] button', 'Michigan Coverage');
      await until(browser, "new URLSearchParams(location.search).get('category') === 'michigan'", 'the category in the URL');
      const box = await browser.evaluate("document.querySelector('main input[type=\"search\"]').value");
      if (box !== 'michigan county') throw new Error(`the box lost its text: "${box}"`);
    });

    await check('region picker: a region found by county is chosen, one from the list opens its page and is chosen; each is kept over a reload', async () => {
      const picker = '[data-testid="region-picker"]';
      // What the reader sees of a line that keeps the room of every text it can show (the rest is laid out invisible).
      const shown = (selector) => `document.querySelector('${selector}')?.innerText.trim()`;
      const forget = "(localStorage.removeItem('mcl:region'), true)";
      await open(browser, '/local-news');
      await browser.evaluate(forget);
      await open(browser, '/local-news');
      await browser.clickText(`${picker} button`, 'Choose your region');
      await until(browser, `document.querySelector('${picker} input[type="search"]').getClientRects().length > 0`, 'the picker opened');
      await browser.type(`${picker} input[type="search"]`, 'Kent County');
      await until(browser, `[...document.querySelectorAll('${picker} li button')].some((b) => b.textContent.trim() === 'Kent County — West Michigan')`, 'Kent County found');
      await browser.clickText(`${picker} li button`, 'Kent County — West Michigan');
      await until(browser, `${shown(`${picker} p`)} === 'Your region: West Michigan'`, 'West Michigan chosen');
      await open(browser, '/local-news');
      await until(browser, `${shown(`${picker} p`)} === 'Your region: West Michigan' && ${shown('#local-lead-stories')} === 'West Michigan'`, 'West Michigan kept over a reload, leading Local News');
      await browser.clickText(`${picker} button`, 'Change region');
      await browser.clickText(`${picker} nav a`, 'Upper Peninsula');
      await until(browser, "location.pathname === '/local-news/upper-peninsula' && location.hash === '' && localStorage.getItem('mcl:region') === 'upper-peninsula'", 'the region page opened, the region chosen');
      await open(browser, '/local-news/upper-peninsula');
      await until(browser, `${shown('[data-testid="region-choice"] p')} === 'Upper Peninsula is your region.'`, 'Upper Peninsula kept over a reload');
      await browser.evaluate(forget);
    });

    await check('blog pager', async () => {
      await open(browser, '/blog');
      await browser.clickText('nav a', 'Next');
      await until(browser, "new URLSearchParams(location.search).get('page') === '2'", 'page 2 in the URL');
      await until(browser, "document.querySelectorAll('main article').length > 0", 'page 2 lists posts');
    });

    await check('a post opened in the app: its body parsed by the markdown worker', async () => {
      await open(browser, '/blog');
      await until(browser, "document.querySelector('main article h3 a[href^=\"/blog/fixture-post-\"]') !== null", 'posts listed');
      // The page's content hydrates after the shell: until the router takes links (data-links-in-app,
      // src/components/layout/navigate-bridge.tsx), a click on one loads the post as a new document.
      await until(browser, "document.documentElement.hasAttribute('data-links-in-app')", 'links open in the app');
      // The page's fallback (parsing on the page) says so in the console: listen for it.
      await browser.evaluate("(() => { const warn = console.warn; window.__postBodyWarnings = []; console.warn = (...args) => { window.__postBodyWarnings.push(args.join(' ')); warn(...args); }; return true; })()");
      await browser.evaluate("(document.querySelector('main article h3 a[href^=\"/blog/fixture-post-\"]').click(), true)");
      await until(browser, "location.pathname.startsWith('/blog/fixture-post-') && document.querySelector('[data-testid=\"post-body\"] table') !== null", 'the body with its table', 15_000);
      const warnings = await browser.evaluate("window.__postBodyWarnings.filter((text) => text.includes('[post body]'))");
      if (warnings.length > 0) throw new Error(`the body was parsed on the page: ${warnings.join(' | ')}`);
    });

    await check('site search', async () => {
      await open(browser, '/search');
      await browser.type('main input[type="search"]', 'Lansing\n');
      await until(browser, "new URLSearchParams(location.search).get('q') === 'Lansing'", 'the query in the URL');
      await until(browser, "/\\d+ results?/.test(document.querySelector('[data-testid=\"search-count\"]')?.textContent ?? '')", 'results counted', 15_000);
    });

    await check('theme switch', async () => {
      await open(browser, '/privacy');
      await browser.select('header select', 'dark');
      await until(browser, "document.documentElement.classList.contains('dark')", 'dark theme applied');
      await browser.select('header select', 'light');
      await until(browser, "!document.documentElement.classList.contains('dark')", 'light theme applied');
    });

    await check('phone Categories menu', async () => {
      await browser.viewport(375, 800);
      await open(browser, '/');
      await browser.clickText('header button', 'Categories');
      await until(browser, "[...document.querySelectorAll('header button')].some((b) => b.textContent.trim() === 'Categories' && b.getAttribute('aria-expanded') === 'true')", 'Categories opened');
      await browser.clickText('header a', 'Business');
      await until(browser, "location.pathname === '/business'", 'Business opened');
      await browser.viewport(1280, 900);
    });

    await check('offline reading: home (the page the worker came from), a category, the FAQ and a blog post open from the service worker once the site is gone; a page never opened shows the offline page', async () => {
      const site = await serveSite(sitePort);
      const origin = `http://127.0.0.1:${sitePort}`;
      const pages = ['/', '/technology', '/faq', '/blog/fixture-post-1'];
      const seen = new Map();
      try {
        // Home is opened once, before the worker is there: it keeps home from what that visit used.
        await open(browser, '/', origin);
        await until(browser, `${STORIES} > 0`, '/ stories', 15_000);
        seen.set('/', (await h1(browser))[0]);
        // The worker starts once the page's feeds have been quiet for 2 s (src/app/service-worker.ts).
        await until(browser, '!!(navigator.serviceWorker && navigator.serviceWorker.controller)', 'the service worker controls the page', 30_000);
        await until(browser, KEPT_HOME, 'the service worker kept home', 15_000);
        for (const path of pages.slice(1)) {
          await open(browser, path, origin);
          if (path === '/technology') await until(browser, `${STORIES} > 0`, `${path} stories`, 15_000);
          seen.set(path, (await h1(browser))[0]);
        }
      } finally {
        await site.close();
      }
      for (const path of pages) {
        await open(browser, path, origin);
        const heading = (await h1(browser))[0];
        if (heading !== seen.get(path)) throw new Error(`${path}: "${heading}" instead of "${seen.get(path)}"`);
        if (path === '/' || path === '/technology') await until(browser, `${STORIES} > 0`, `${path} stories without the site`);
      }
      // The offline page has no app to hydrate: its own heading is waited for.
      await browser.evaluate('(window.__leftBehind = true)');
      await browser.goto(`${origin}/politics`);
      await until(browser, "!window.__leftBehind && document.querySelector('h1')?.textContent === 'You are offline'", '/politics, never opened: the offline page');
      await until(browser, "[...document.querySelectorAll('main li a')].some((a) => a.getAttribute('href') === '/faq')", 'the offline page links to a saved page');
    });

    await check('no uncaught error on any page', async () => {
      const errors = await browser.errors();
      if (errors.length > 0) throw new Error(errors.slice(0, 5).join(' | '));
    });
  } finally {
    await browser.close();
  }
  console.log(`[engines] ${browser.name} ${browser.version}: ${failures.length === 0 ? 'all checks passed' : `${failures.length} failed`}${flaky.length > 0 ? ` (flaky, passed the second time after: ${flaky.join('; ')})` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures;
}

const wanted = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((e) => e.trim().toLowerCase());
const fixtures = await startFixtureServer({ port: FIXTURE_PORT });
const server = await serveSite(PREVIEW_PORT);
let failures = [];
try {
  const runs = [];
  if (wanted.includes('firefox')) runs.push(runEngine(() => startFirefox({ serviceWorkers: true }), ENGINES_SITE_PORT_BASE));
  if (wanted.includes('webkit')) runs.push(runEngine(() => startWebKit({ port: WEBKIT_DRIVER_PORT }), ENGINES_SITE_PORT_BASE + 1));
  const results = await Promise.allSettled(runs);
  for (const result of results) failures = failures.concat(result.status === 'fulfilled' ? result.value : [`could not run: ${result.reason?.stack ?? result.reason}`]);
} finally {
  await server.close();
  await fixtures.close();
}
for (const failure of failures) console.error(`[engines] FAILED ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
