import { describe, expect, it, vi } from 'vitest';
import { checkedFetch, TOASTER_OPTIONS } from './toast';

describe('checkedFetch', () => {
  it("throws 'HTTP error! status: {code}' for a non-2xx answer", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 503 })));
    await expect(checkedFetch('https://x.test/')).rejects.toThrow('HTTP error! status: 503');
  });

  it('resolves with the response when it is OK', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('ok', { status: 200 })));
    const response = await checkedFetch('https://x.test/');
    expect(await response.text()).toBe('ok');
  });
});

describe('toaster settings', () => {
  it('match the site standard', () => {
    expect(TOASTER_OPTIONS).toMatchObject({ position: 'bottom-right', duration: 4000, visibleToasts: 3, gap: 14, width: 356, swipeThreshold: 20 });
    expect(TOASTER_OPTIONS.hotkey).toEqual(['altKey', 'KeyT']);
  });
});

describe('lazy toasts', () => {
  it('loads sonner on the first toast, tells the layout to mount the Toaster and keeps the order', async () => {
    vi.resetModules();
    const calls: string[] = [];
    vi.doMock('sonner', () => ({
      toast: {
        success: (message: string, options: { id: string }) => calls.push(`success:${message}:${options.id}`),
        error: (message: string) => calls.push(`error:${message}`),
        loading: (message: string, options: { id: string }) => calls.push(`loading:${message}:${options.id}`),
        dismiss: (id: string) => calls.push(`dismiss:${id}`),
      },
      Toaster: () => null,
    }));
    const lazy = await import('./toast');
    expect(lazy.toasterDemand.getSnapshot()).toBe(false);
    const seen = vi.fn();
    const unsubscribe = lazy.toasterDemand.subscribe(seen);
    const first = lazy.notify.success('Saved', 'detail');
    const loading = lazy.notify.loading('Working');
    lazy.notify.dismiss(loading);
    lazy.notify.error('Failed');
    expect(lazy.toasterDemand.getSnapshot()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    await lazy.loadSonner();
    await Promise.resolve();
    expect(calls).toEqual([`success:Saved:${first}`, `loading:Working:${loading}`, `dismiss:${loading}`, 'error:Failed']);
    unsubscribe();
    vi.doUnmock('sonner');
  });
});
