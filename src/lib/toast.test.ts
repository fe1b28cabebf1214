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
