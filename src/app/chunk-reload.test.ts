import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedFileUrl, installPreloadErrorReload, isChunkLoadError, RELOAD_GUARD_MS, reloadOnceForNewVersion, servedVersionChanged } from './chunk-reload';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('stale chunks after a deploy', () => {
  it('recognises the errors browsers give for a missing module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/faq-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Objects are not valid as a React child'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  const changed = async () => true;
  const unchanged = async () => false;

  it('reloads once per path once the server has a new version, then lets the error page show (no reload loop)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    const at = (t: number) => () => t;
    expect(await reloadOnceForNewVersion('x', { storage, path: '/faq', now: at(1000), reload, versionChanged: changed })).toBe(true);
    expect(reloadOnceForNewVersion('x', { storage, path: '/faq', now: at(2000), reload, versionChanged: changed })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another page, or the same one much later (another deploy), may reload again.
    expect(await reloadOnceForNewVersion('x', { storage, path: '/blog', now: at(3000), reload, versionChanged: changed })).toBe(true);
    expect(await reloadOnceForNewVersion('x', { storage, path: '/blog', now: at(3000 + RELOAD_GUARD_MS), reload, versionChanged: changed })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when the server still has this version: a cancelled or cut-off download is not a missing file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(await reloadOnceForNewVersion('x', { storage, path: '/partners', reload, versionChanged: unchanged })).toBe(false);
    // Nor when the server cannot be asked.
    expect(await reloadOnceForNewVersion('x', { storage, path: '/partners', reload, versionChanged: () => Promise.reject(new TypeError('Load failed')) })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the site has not changed'), 'x');
    // The guard is not spent: a file that is really gone still reloads.
    expect(await reloadOnceForNewVersion('x', { storage, path: '/partners', reload, versionChanged: changed })).toBe(true);
  });

  it('does not reload the page the reader is leaving, before or while the server is asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion('x', { storage, path: '/technology', reload, leaving: () => true, versionChanged: changed })).toBe(false);
    let leaving = false;
    const asked = reloadOnceForNewVersion('x', { storage, path: '/technology', reload, leaving: () => leaving, versionChanged: changed });
    leaving = true;
    expect(await asked).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nor is the guard spent: a missing file found once the reader stays still reloads.
    expect(await reloadOnceForNewVersion('x', { storage, path: '/technology', reload, leaving: () => false, versionChanged: changed })).toBe(true);
  });

  it('asks the server once for errors of the same failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    const versionChanged = vi.fn(changed);
    const first = reloadOnceForNewVersion('preload', { storage, path: '/faq', reload, versionChanged });
    const second = reloadOnceForNewVersion('import', { storage, path: '/faq', reload, versionChanged });
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(versionChanged).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes the page as left from beforeunload until it is shown again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = new EventTarget() as Window;
    installPreloadErrorReload(target);
    const storage = memoryStorage();
    const reload = vi.fn();
    target.dispatchEvent(new Event('beforeunload'));
    expect(reloadOnceForNewVersion('x', { storage, path: '/a', reload, versionChanged: changed })).toBe(false);
    target.dispatchEvent(new Event('pageshow'));
    expect(await reloadOnceForNewVersion('x', { storage, path: '/a', reload, versionChanged: changed })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload without storage for the guard', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion('x', { storage: null, path: '/', reload, versionChanged: changed })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('asking the server whether the site has a new version', () => {
  const base = 'https://news.example/faq';

  it('reads the build file an error names, when the browser names one', () => {
    expect(failedFileUrl(new TypeError('Failed to fetch dynamically imported module: https://news.example/assets/faq-1.js'), base)).toBe('https://news.example/assets/faq-1.js');
    expect(failedFileUrl(new TypeError('error loading dynamically imported module: https://news.example/assets/faq-1.js.'), base)).toBe('https://news.example/assets/faq-1.js');
    expect(failedFileUrl(new Error('Unable to preload CSS for /assets/faq-1.css'), base)).toBe('https://news.example/assets/faq-1.css');
    expect(failedFileUrl(new TypeError('Importing a module script failed.'), base)).toBeNull();
    expect(failedFileUrl(new TypeError('Failed to fetch dynamically imported module: https://elsewhere.example/assets/x.js'), base)).toBeNull();
    expect(failedFileUrl(`Failed to fetch dynamically imported module: ${'https://'.repeat(20_000)}`, base)).toBeNull();
  });

  function answers(status: number, contentType: string, body = '') {
    const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': contentType } }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  function runningEntry(src: string | null) {
    document.querySelectorAll('script[type="module"]').forEach((script) => script.remove());
    if (src === null) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.setAttribute('src', src);
    document.head.append(script);
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    runningEntry(null);
  });

  it('a named file: gone when it is no longer a script or style sheet on the server', async () => {
    const named = new TypeError(`Failed to fetch dynamically imported module: ${location.origin}/assets/faq-1.js`);
    const fetchMock = answers(404, 'text/plain', 'not found');
    expect(await servedVersionChanged(named)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(`${location.origin}/assets/faq-1.js`, expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
    // A host that answers a missing file with the app's page.
    answers(200, 'text/html; charset=utf-8', '<!doctype html>');
    expect(await servedVersionChanged(named)).toBe(true);
    answers(200, 'text/javascript; charset=utf-8');
    expect(await servedVersionChanged(named)).toBe(false);
  });

  it("no file named: a new version when this page's address names another entry script", async () => {
    const unnamed = new TypeError('Importing a module script failed.');
    runningEntry('/assets/index-old.js');
    const fetchMock = answers(200, 'text/html; charset=utf-8', '<!doctype html><head><script type="module" crossorigin src="/assets/index-new.js"></script></head>');
    expect(await servedVersionChanged(unnamed)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(`${location.pathname}${location.search}`, expect.objectContaining({ cache: 'no-store' }));
    answers(200, 'text/html', '<!doctype html><script type="module" src="/assets/index-old.js"></script>');
    expect(await servedVersionChanged(unnamed)).toBe(false);
    // Not the site's page (a captive portal, an error page): no answer.
    answers(200, 'text/html', '<!doctype html><p>Sign in to the Wi-Fi</p>');
    expect(await servedVersionChanged(unnamed)).toBe(false);
    answers(503, 'text/html', '<script type="module" src="/assets/index-new.js"></script>');
    expect(await servedVersionChanged(unnamed)).toBe(false);
  });
});
