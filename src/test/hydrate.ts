import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * Mounting as the browser does, for tests of what differs between the build and the reader:
 * `hydrateServed` takes over HTML the build rendered (renderToString), `renderFresh` renders into an
 * empty container (a client-side navigation). Whatever they mounted is unmounted after each test.
 */
const mounted: Array<{ root: Root; container: HTMLElement }> = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

function attach(html = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

/** Puts `html` on the page and hydrates it with `element`; React's recoverable errors go to `onRecoverableError`. */
export async function hydrateServed(html: string, element: ReactElement, onRecoverableError?: (error: unknown) => void): Promise<HTMLElement> {
  const container = attach(html);
  await act(async () => {
    mounted.push({ root: hydrateRoot(container, element, { onRecoverableError }), container });
  });
  return container;
}

/** Renders `element` into an empty container, as after a client-side navigation. */
export async function renderFresh(element: ReactElement): Promise<HTMLElement> {
  const container = attach();
  await act(async () => {
    const root = createRoot(container);
    mounted.push({ root, container });
    root.render(element);
  });
  return container;
}
