/**
 * The two other engines behind one small interface, each started once:
 *
 * - Firefox: Debian's firefox-esr driven over WebDriver BiDi by puppeteer-core (no geckodriver,
 *   no downloaded browser);
 * - WebKit: Debian's WebKitWebDriver (webkit2gtk-driver) driving its MiniBrowser under xvfb-run,
 *   over classic WebDriver with selenium-webdriver.
 *
 * Uncaught errors are judged the same way in both: by the page's own count on
 * `<html data-uncaught-errors>` (index.html's first script counts them), read just before each
 * page is left and at the end. An error a document throws while it is being replaced (Firefox
 * reports a module import cut short by the navigation, "error loading dynamically imported
 * module") happens after that read and is not counted: no reader sees it. Firefox's `pageerror`
 * events add the messages to the report.
 *
 * Interface: goto(url), evaluate(source), click(selector), clickText(selector, text),
 * type(selector, text), select(selector, value), viewport(width, height), errors(), close().
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitFor } from '../../scripts/lib/wait.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** How long Firefox's page may keep requests in flight before it is left (see goto). */
const NETWORK_IDLE_TIMEOUT_MS = 10_000;

/** A JavaScript expression's value in the page (the source is wrapped in a function body). */
const body = (source) => `return (${source});`;

export async function startFirefox({ serviceWorkers = false } = {}) {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH}: install Debian's firefox-esr (bash scripts/setup-test-deps.sh) or set FIREFOX_PATH`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox: { 'dom.serviceWorkers.enabled': serviceWorkers } });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  /** Messages heard since the last read; each read keeps them only when the page counted errors. */
  let heard = [];
  page.on('pageerror', (error) => heard.push(String(error?.message ?? error)));
  const seen = [];
  const readErrors = async () => {
    const count = Number(await page.evaluate(() => document.documentElement.getAttribute('data-uncaught-errors') || '0').catch(() => 0));
    if (count > 0) seen.push(`${count} uncaught error(s) on ${page.url()}${heard.length > 0 ? `: ${heard.slice(0, 3).join(' | ')}` : ''}`);
    heard = [];
  };
  return {
    name: 'Firefox',
    version: await browser.version(),
    async goto(url) {
      // A reader leaves a page once it has loaded; leaving one with requests still in flight makes
      // Firefox report each as a failed load ("A ServiceWorker intercepted the request and
      // encountered an unexpected error", "error loading dynamically imported module") on the page
      // being left. Let the page's own requests (a lazy picture, the worker's chunk) finish first.
      if (page.url() !== 'about:blank') {
        const left = page.url();
        await page.waitForNetworkIdle({ idleTime: 100, timeout: NETWORK_IDLE_TIMEOUT_MS }).catch((error) => {
          throw new Error(`Firefox: ${left} still had requests in flight ${NETWORK_IDLE_TIMEOUT_MS} ms later, before going to ${url} (${error?.message ?? error})`);
        });
      }
      await readErrors();
      try {
        await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
      } catch (error) {
        // Firefox reports a navigation that replaced one still settling (NS_BINDING_ABORTED); once more.
        if (!/NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(String(error))) throw error;
        await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
      }
    },
    evaluate: (source) => page.evaluate(new Function(body(source))),
    async click(selector) {
      await page.click(selector);
    },
    async clickText(selector, text) {
      const handle = await page.evaluateHandle(
        (sel, label) => [...document.querySelectorAll(sel)].find((el) => el.textContent.trim() === label && el.getClientRects().length > 0) ?? null,
        selector,
        text,
      );
      const element = handle.asElement();
      if (!element) throw new Error(`no visible ${selector} named "${text}"`);
      await element.click();
    },
    async type(selector, text) {
      await page.focus(selector);
      await page.keyboard.type(text, { delay: 0 });
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    async viewport(width, height) {
      await page.setViewport({ width, height });
    },
    async errors() {
      await readErrors();
      return [...seen];
    },
    async close() {
      await browser.close();
    },
  };
}

export async function startWebKit({ port }) {
  for (const file of [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH]) {
    if (!existsSync(file)) throw new Error(`No ${file}: install Debian's webkit2gtk-driver and xvfb (bash scripts/setup-test-deps.sh)`);
  }
  const { Builder, By, Key } = await import('selenium-webdriver');
  const server = spawn('xvfb-run', ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], { stdio: 'ignore', detached: true });
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  let driver;
  const session = async () => {
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } })
      .build();
    return true;
  };
  try {
    await waitFor(session, { timeoutMs: 20_000, intervalMs: 300, what: `a WebKit session on port ${port}` });
  } catch (error) {
    stopServer();
    throw error;
  }
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  await driver.manage().setTimeouts({ pageLoad: 20_000, script: 10_000 });
  const seen = [];
  /** The page's own count of uncaught errors, read before each page is left and at the end. */
  const readErrors = async () => {
    try {
      const count = Number((await driver.executeScript("return document.documentElement.getAttribute('data-uncaught-errors') || '0';")) ?? 0);
      if (count > 0) seen.push(`${count} uncaught error(s) on ${await driver.getCurrentUrl()}`);
    } catch {
      // No page yet (about:blank before the first load has no count to read).
    }
  };
  const find = async (selector) => driver.findElement(By.css(selector));
  return {
    name: 'WebKit',
    version: (await driver.getCapabilities()).get('browserVersion'),
    async goto(url) {
      await readErrors();
      await driver.get(url);
    },
    evaluate: (source) => driver.executeScript(body(source)),
    async click(selector) {
      await (await find(selector)).click();
    },
    async clickText(selector, text) {
      const element = await driver.executeScript(
        `return [...document.querySelectorAll(arguments[0])].find((el) => el.textContent.trim() === arguments[1] && el.getClientRects().length > 0) ?? null;`,
        selector,
        text,
      );
      if (!element) throw new Error(`no visible ${selector} named "${text}"`);
      await element.click();
    },
    async type(selector, text) {
      // One WebDriver command: WebKit receives the whole text as a burst of key events.
      await (await find(selector)).sendKeys(text.replace(/\n/g, Key.ENTER));
    },
    async select(selector, value) {
      await (await find(`${selector} option[value="${value}"]`)).click();
    },
    async viewport(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    async errors() {
      await readErrors();
      return [...seen];
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stopServer();
      }
    },
  };
}
