import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Unit and component tests never reach the network: any fetch that a test has
 * not replaced (with vi.stubGlobal('fetch', ...) or an injected fake) fails loudly.
 */
function unmockedFetch(input: RequestInfo | URL): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  throw new Error(`Unmocked network request in a unit test: ${url}`);
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(unmockedFetch));
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks matchMedia and scrollTo; components use both.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}
