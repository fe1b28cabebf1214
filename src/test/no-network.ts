import { beforeEach, vi } from 'vitest';

/**
 * Unit and component tests never reach the network: any fetch that a test has
 * not replaced (with vi.stubGlobal('fetch', ...) or an injected fake) fails loudly.
 * The setup of both Vitest projects (node and jsdom).
 */
function unmockedFetch(input: RequestInfo | URL): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  throw new Error(`Unmocked network request in a unit test: ${url}`);
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(unmockedFetch));
});
