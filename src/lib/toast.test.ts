import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOASTER_OPTIONS, TOASTER_STYLE } from './toast';

describe('toaster settings', () => {
  it('match the site standard', () => {
    expect(TOASTER_OPTIONS).toMatchObject({ position: 'bottom-right', duration: 4000, visibleToasts: 3, gap: 14, width: 356, swipeThreshold: 20, removeDelay: 200 });
    expect(TOASTER_OPTIONS.hotkey).toEqual(['altKey', 'KeyT']);
  });

  it('hand the width to sonner as its --width custom property', () => {
    expect(TOASTER_STYLE).toEqual({ '--width': '356px' });
  });

  /*
   * sonner 2.0.x takes neither a swipe threshold nor a removal delay; both are
   * constants in its code. These checks read the installed copy, so an upgrade
   * that changes them (or makes them settings) is noticed here.
   */
  describe('what the installed sonner does with the rest', () => {
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.resolve('sonner'))), 'index.mjs'), 'utf8');
    const constant = (name: string) => Number(new RegExp(`const ${name} = (\\d+);`).exec(source)?.[1]);

    it('waits the same 200ms before removing a dismissed toast', () => {
      expect(constant('TIME_BEFORE_UNMOUNT')).toBe(TOASTER_OPTIONS.removeDelay);
    });

    it('still has a fixed swipe threshold (45px), so ours cannot be passed yet', () => {
      expect(constant('SWIPE_THRESHOLD')).toBe(45);
      expect(source).not.toMatch(/swipeThreshold/);
    });

    it('lets the Toaster style override its default --width', () => {
      expect(source).toMatch(/'--width': `\$\{TOAST_WIDTH\}px`,[\s\S]{0,80}\.\.\.style/);
    });
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
