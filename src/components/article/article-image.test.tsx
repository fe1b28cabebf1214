import { act, fireEvent, render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_LAYOUTS, resizedUrl } from '@/lib/image-sources';
import { ArticleImage, DEFAULT_ARTICLE_IMAGE, SLOW_RESIZER_MS } from './article-image';
import { NEAR_MARGIN } from './near-pictures';

const TEMPLATE = 'https://resizer.test/?url={url}&w={width}';
const mockEnv = vi.hoisted(() => ({ imageProxy: 'https://resizer.test/?url={url}&w={width}' as string | null }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    env: {
      ...actual.env,
      get imageProxy() {
        return mockEnv.imageProxy;
      },
    },
  };
});

const PHOTO = 'https://news.example.com/photos/lansing.jpg';

function picture(ui: React.ReactElement): HTMLImageElement {
  const { container } = render(ui);
  return container.querySelector('img')!;
}

/** Pictures the component fetches beside the shown one (the slow-resizer race). */
const probes: Array<{ src: string; onload: (() => void) | null }> = [];

beforeEach(() => {
  mockEnv.imageProxy = TEMPLATE;
  probes.length = 0;
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      referrerPolicy = '';
      onload: (() => void) | null = null;
      constructor() {
        probes.push(this);
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ArticleImage', () => {
  it('offers resized widths with the layout sizes, lazy and at normal priority by default', () => {
    const img = picture(<ArticleImage src={PHOTO} />);
    expect(img.getAttribute('src')).toBe(resizedUrl(TEMPLATE, PHOTO, 640));
    expect(img.getAttribute('srcset')).toContain(`${resizedUrl(TEMPLATE, PHOTO, 320)} 320w`);
    expect(img.getAttribute('srcset')).toContain(`${resizedUrl(TEMPLATE, PHOTO, 1280)} 1280w`);
    expect(img.getAttribute('sizes')).toBe(IMAGE_LAYOUTS.card);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it('the largest picture is fetched first and never lazily', () => {
    const img = picture(<ArticleImage src={PHOTO} priority layout="featured" />);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img.getAttribute('sizes')).toBe(IMAGE_LAYOUTS.featured);
  });

  it('a failing resized picture falls back to the original once, then to the default image', () => {
    const img = picture(<ArticleImage src={PHOTO} />);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('data-fallback', 'original');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_ARTICLE_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'default');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_ARTICLE_IMAGE);
  });

  it('a failure seen both by the error event and by the check after mounting moves one stage: the original is tried', async () => {
    // The resizer's error comes after the commit and before the mount's effect runs: the effect
    // finds the picture broken too. Outside act, so the effect waits as it does in the browser.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<ArticleImage src={PHOTO} eager />));
      const img = container.querySelector('img')!;
      img.dispatchEvent(new Event('error'));
      await vi.waitFor(() => expect(img).toHaveAttribute('data-fallback', 'original'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(img).toHaveAttribute('data-fallback', 'original');
      expect(img.getAttribute('src')).toBe(PHOTO);
    } finally {
      root.unmount();
      complete.mockRestore();
      naturalWidth.mockRestore();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('without a resizer, the original and then the default image, as before', () => {
    mockEnv.imageProxy = null;
    const img = picture(<ArticleImage src={PHOTO} eager />);
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_ARTICLE_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'default');
  });

  it("the site's own pictures and missing ones are not sent to the resizer", () => {
    expect(picture(<ArticleImage src="/images/editorial/lansing.jpg" />).getAttribute('src')).toBe('/images/editorial/lansing.jpg');
    const none = picture(<ArticleImage src={null} />);
    expect(none.getAttribute('src')).toBe(DEFAULT_ARTICLE_IMAGE);
    expect(none).not.toHaveAttribute('data-fallback');
  });

  it('a slow resizer: after 1 s the original is fetched beside it and shown when it arrives first', () => {
    vi.useFakeTimers();
    const img = picture(<ArticleImage src={PHOTO} priority />);
    act(() => vi.advanceTimersByTime(SLOW_RESIZER_MS - 1));
    expect(probes).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(probes.map((p) => p.src)).toEqual([PHOTO]);
    act(() => probes[0]!.onload?.());
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('data-fallback', 'original');
  });

  it('a resized picture that loads in time is kept and nothing else is fetched', () => {
    vi.useFakeTimers();
    const img = picture(<ArticleImage src={PHOTO} priority />);
    Object.defineProperty(img, 'complete', { configurable: true, value: true });
    fireEvent.load(img);
    act(() => vi.advanceTimersByTime(SLOW_RESIZER_MS * 3));
    expect(probes).toHaveLength(0);
    expect(img.getAttribute('srcset')).not.toBeNull();
    expect(img).not.toHaveAttribute('data-fallback');
  });

  it('a lazy picture waits (`data-far` on its box) until it comes within a screen of the view; an eager one never does', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; margin: string | undefined; watched: Element[]; stopped: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, margin: options?.rootMargin, watched: [], stopped: false };
          observers.push(this.record);
        }
        observe(element: Element) {
          this.record.watched.push(element);
        }
        disconnect() {
          this.record.stopped = true;
        }
        unobserve() {}
      },
    );
    const img = picture(<ArticleImage src={PHOTO} />);
    const box = img.parentElement!;
    expect(box).toHaveAttribute('data-far');
    const near = observers.find((o) => o.watched.includes(box))!;
    expect(near.margin).toBe(NEAR_MARGIN);
    act(() => near.callback([{ isIntersecting: false, target: box } as unknown as IntersectionObserverEntry], near as unknown as IntersectionObserver));
    expect(box).toHaveAttribute('data-far');
    act(() => near.callback([{ isIntersecting: true, target: box } as unknown as IntersectionObserverEntry], near as unknown as IntersectionObserver));
    expect(box).not.toHaveAttribute('data-far');
    expect(near.stopped).toBe(true);

    for (const eager of [picture(<ArticleImage src={PHOTO} eager />), picture(<ArticleImage src={PHOTO} priority />)]) expect(eager.parentElement).not.toHaveAttribute('data-far');
  });

  it('without IntersectionObserver nothing waits', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(picture(<ArticleImage src={PHOTO} />).parentElement).not.toHaveAttribute('data-far');
  });
});
