/** Setup of the jsdom project (components and DOM code): no network, a clean DOM and storage after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './no-network';

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
