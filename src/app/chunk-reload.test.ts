import { describe, expect, it, vi } from 'vitest';
import { installPreloadErrorReload, isChunkLoadError, LEAVE_GRACE_MS, RELOAD_GUARD_MS, reloadOnceForNewVersion, reloadUnlessLeaving } from './chunk-reload';

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

  it('reloads once per path, then lets the error page show (no reload loop)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion('x', { storage, path: '/faq', now: 1000, reload })).toBe(true);
    expect(reloadOnceForNewVersion('x', { storage, path: '/faq', now: 2000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another page, or the same one much later (another deploy), may reload again.
    expect(reloadOnceForNewVersion('x', { storage, path: '/blog', now: 3000, reload })).toBe(true);
    expect(reloadOnceForNewVersion('x', { storage, path: '/blog', now: 3000 + RELOAD_GUARD_MS, reload })).toBe(true);
  });

  it('does not reload the page the reader is leaving: a download the browser cancelled is not a missing file', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion('x', { storage, path: '/technology', now: 1000, reload, leaving: true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nor is the guard spent: a missing file found once the reader stays still reloads.
    expect(reloadOnceForNewVersion('x', { storage, path: '/technology', now: 2000, reload, leaving: false })).toBe(true);
  });

  it('takes the page as left from beforeunload until it is shown again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = new EventTarget() as Window;
    installPreloadErrorReload(target);
    const storage = memoryStorage();
    const reload = vi.fn();
    target.dispatchEvent(new Event('beforeunload'));
    expect(reloadOnceForNewVersion('x', { storage, path: '/a', reload })).toBe(false);
    target.dispatchEvent(new Event('pageshow'));
    expect(reloadOnceForNewVersion('x', { storage, path: '/a', reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a reload waits LEAVE_GRACE_MS and is dropped when the reader starts leaving meanwhile', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const target = new EventTarget() as Window;
      installPreloadErrorReload(target);
      const reload = vi.fn();
      // WebKit cancelled the download before it fired beforeunload.
      reloadUnlessLeaving(reload);
      target.dispatchEvent(new Event('beforeunload'));
      vi.advanceTimersByTime(LEAVE_GRACE_MS);
      expect(reload).not.toHaveBeenCalled();
      // The reader stayed: the reload comes after the wait.
      target.dispatchEvent(new Event('pageshow'));
      reloadUnlessLeaving(reload);
      vi.advanceTimersByTime(LEAVE_GRACE_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not reload without storage for the guard', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion('x', { storage: null, path: '/', now: 0, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
