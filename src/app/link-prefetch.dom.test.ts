import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const warmRoute = vi.fn((..._args: unknown[]) => Promise.resolve());
vi.mock('./preload-route', () => ({ warmRoute: (...args: unknown[]) => warmRoute(...args) }));

const { installLinkPrefetch } = await import('./link-prefetch');

/** An IntersectionObserver the test drives: `show(el)` reports the element on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  static show(el: Element) {
    for (const observer of FakeObserver.all) {
      if (!observer.targets.has(el)) continue;
      observer.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

function page() {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `
    <nav><a id="menu" href="/faq">FAQ</a></nav>
    <main><a id="sidebar" href="/business">Business</a><a id="outside" href="https://example.com/">Elsewhere</a></main>`;
  // jsdom's created document has no window and is still loading: lend it this one, loaded.
  Object.defineProperty(doc, 'defaultView', { value: window });
  Object.defineProperty(doc, 'readyState', { value: 'complete' });
  return doc;
}

const sameSite = (anchor: HTMLAnchorElement) => {
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
};

describe('installLinkPrefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    warmRoute.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gets the pages of the links on screen ready, once each: code and data for the content, code only for the menus', async () => {
    const doc = page();
    const prefetch = installLinkPrefetch(sameSite, doc);
    prefetch.start();
    await vi.runAllTimersAsync();
    FakeObserver.show(doc.getElementById('sidebar')!);
    FakeObserver.show(doc.getElementById('menu')!);
    FakeObserver.show(doc.getElementById('outside')!);
    await vi.runAllTimersAsync();
    // The content's link had its code at once; the menu's link waits for the reader's first touch, scroll or key.
    expect(warmRoute.mock.calls).toEqual([
      ['/business', '', { data: false }],
      ['/business', '', { data: true }],
    ]);
    window.dispatchEvent(new Event('scroll'));
    await vi.runAllTimersAsync();
    expect(warmRoute.mock.calls).toEqual([
      ['/business', '', { data: false }],
      ['/business', '', { data: true }],
      ['/faq', '', { data: false }],
    ]);
    prefetch.rescan();
    await vi.runAllTimersAsync();
    FakeObserver.show(doc.getElementById('sidebar')!);
    expect(warmRoute).toHaveBeenCalledTimes(3);
  });

  it("while the page loads, only the code of the content's pages: the links are watched once it has loaded and the reader did something, or after a quiet while", async () => {
    const doc = page();
    installLinkPrefetch(sameSite, doc).start();
    await vi.advanceTimersByTimeAsync(3000);
    // The content's link to this site (not the menu's, not another site's): its code, no data.
    expect(warmRoute.mock.calls).toEqual([['/business', '', { data: false }]]);
    expect(FakeObserver.all.flatMap((o) => [...o.targets])).toEqual([]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(FakeObserver.all.flatMap((o) => [...o.targets]).map((a) => a.id)).toEqual(['menu', 'sidebar']);
  });

  it('without `contentCode` (the dev server) the content\'s pages get nothing while the page loads', async () => {
    const doc = page();
    installLinkPrefetch(sameSite, doc, { contentCode: false }).start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(warmRoute).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(FakeObserver.all.flatMap((o) => [...o.targets]).map((a) => a.id)).toEqual(['menu', 'sidebar']);
  });

  it('nothing before the app can open pages', async () => {
    const doc = page();
    installLinkPrefetch(sameSite, doc);
    await vi.runAllTimersAsync();
    expect(FakeObserver.all.flatMap((o) => [...o.targets])).toEqual([]);
    expect(warmRoute).not.toHaveBeenCalled();
  });
});
