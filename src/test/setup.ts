/**
 * Setup of the jsdom project (components and DOM code), after ./no-network.ts: a clean DOM and
 * storage after each test, and a page whose feed-source health is read afresh before each.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { afterEach, beforeEach } from 'vitest';
import { resetPageProxyHealth } from '@/features/feeds/transport/proxy-health-store';

beforeEach(() => {
  resetPageProxyHealth();
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

// jsdom has no streams (browsers do); the project runs each file in a fresh jsdom context
// (vmThreads), which sees only jsdom's globals. Node's streams stand in, the ones its Response reads.
if (typeof globalThis.ReadableStream === 'undefined') {
  Object.defineProperty(globalThis, 'ReadableStream', { value: NodeReadableStream, writable: true, configurable: true });
}
