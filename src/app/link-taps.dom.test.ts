import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLinkTaps } from './link-taps';

/** A fresh document with links, so each test's listeners start from nothing. */
function page() {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `
    <div id="root">
      <a id="section" href="/technology">View all</a>
      <a id="outside" href="https://example.com/story">A publisher's story</a>
      <a id="tab" href="/business" target="_blank">Business in a new tab</a>
      <a id="feed" href="/rss.xml">RSS</a>
      <a id="here" href="/#main-content">Skip</a>
    </div>`;
  // jsdom's created document has no window: lend it this one (its location is http://localhost:3000/).
  Object.defineProperty(doc, 'defaultView', { value: window });
  const app = vi.fn();
  doc.getElementById('root')!.addEventListener('click', app);
  return { doc, app };
}

function tap(doc: Document, id: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  doc.getElementById(id)!.dispatchEvent(event);
  return event;
}

describe('installLinkTaps', () => {
  afterEach(() => vi.restoreAllMocks());

  it('before the app can navigate: the browser follows a link of the site, and the part around it is not hydrated for it', () => {
    const { doc, app } = page();
    installLinkTaps(doc);
    const event = tap(doc, 'section');
    expect(event.defaultPrevented).toBe(false);
    expect(app).not.toHaveBeenCalled();
  });

  it('once the app can navigate: the app opens the page', () => {
    const { doc, app } = page();
    const taps = installLinkTaps(doc);
    const open = vi.fn();
    taps.setOpenInApp(open);
    const event = tap(doc, 'section');
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('/technology');
    expect(app).not.toHaveBeenCalled();
    taps.setOpenInApp(null);
    expect(tap(doc, 'section').defaultPrevented).toBe(false);
  });

  it('keeps the presses before a click on a link of the site from the app, which would hydrate the part around it for each', () => {
    const { doc } = page();
    installLinkTaps(doc);
    const root = doc.getElementById('root')!;
    const seen: string[] = [];
    const mouse = ['pointerdown', 'pointerup', 'mousedown', 'mouseup'];
    const touch = ['touchstart', 'touchend'];
    for (const type of [...mouse, ...touch]) root.addEventListener(type, (event) => seen.push(`${type} ${(event.target as Element).id}`));
    const press = (id: string, init: MouseEventInit = {}) => {
      const link = doc.getElementById(id)!;
      for (const type of mouse) link.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0, ...init }));
      if (!init.ctrlKey) for (const type of touch) link.dispatchEvent(new Event(type, { bubbles: true }));
    };
    press('section');
    expect(seen).toEqual([]);
    // Other sites, the feed and modified presses reach the app as before.
    press('outside');
    press('feed');
    press('section', { ctrlKey: true });
    expect(seen).toEqual([
      ...[...mouse, ...touch].map((type) => `${type} outside`),
      ...[...mouse, ...touch].map((type) => `${type} feed`),
      ...mouse.map((type) => `${type} section`),
    ]);
  });

  it('leaves other sites, new tabs, the feed, this page and modified clicks to the browser and the app', () => {
    const { doc, app } = page();
    const taps = installLinkTaps(doc);
    const open = vi.fn();
    taps.setOpenInApp(open);
    for (const id of ['outside', 'tab', 'feed']) expect(tap(doc, id).defaultPrevented, id).toBe(false);
    window.history.replaceState(null, '', '/');
    expect(tap(doc, 'here').defaultPrevented).toBe(false);
    expect(tap(doc, 'section', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(app).toHaveBeenCalledTimes(5);
  });
});
