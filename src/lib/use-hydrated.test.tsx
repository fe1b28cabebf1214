import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { useHydrated, useHydratingRender, useServedRender } from './use-hydrated';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
});

/** Records every render's values. */
function probe(renders: Array<{ served: boolean; hydrated: boolean }>, withHydrated: boolean) {
  return function Probe() {
    const served = useServedRender();
    // eslint-disable-next-line react-hooks/rules-of-hooks -- fixed per test, never changes between renders
    const hydrated = withHydrated ? useHydrated() : false;
    renders.push({ served, hydrated });
    return <p>{served ? 'served' : 'fresh'}</p>;
  };
}

async function hydrate(element: React.ReactElement) {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('useServedRender', () => {
  it('is true for a component that took over the served HTML, and renders it only once', async () => {
    const renders: Array<{ served: boolean; hydrated: boolean }> = [];
    const Probe = probe(renders, false);
    const errors = await hydrate(<Probe />);
    expect(errors).toEqual([]);
    // One render to build the HTML, one to hydrate it: no render after hydration.
    expect(renders.map((r) => r.served)).toEqual([true, true]);
    expect(container!.textContent).toBe('served');
  });

  it('is false for a component first rendered in the browser', async () => {
    const renders: Array<{ served: boolean; hydrated: boolean }> = [];
    const Probe = probe(renders, false);
    container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container!);
      root.render(<Probe />);
    });
    expect(renders.map((r) => r.served)).toEqual([false]);
    expect(container.textContent).toBe('fresh');
  });

  it('useHydrated, by contrast, renders once more after hydration to turn true', async () => {
    const renders: Array<{ served: boolean; hydrated: boolean }> = [];
    const Probe = probe(renders, true);
    await hydrate(<Probe />);
    expect(renders.map((r) => r.hydrated)).toEqual([false, false, true]);
    expect(renders.at(-1)!.served).toBe(true);
  });
});

describe('useHydratingRender', () => {
  it('is true while taking over the served HTML, false in the next render, with no render of its own', async () => {
    const seen: boolean[] = [];
    let bump: () => void = () => {};
    function Probe() {
      const [count, setCount] = useState(0);
      bump = () => setCount((c) => c + 1);
      const hydrating = useHydratingRender();
      seen.push(hydrating);
      return <p data-count={count}>{hydrating ? 'hydrating' : 'live'}</p>;
    }
    await hydrate(<Probe />);
    // The build's render and the hydrating one; nothing after.
    expect(seen).toEqual([true, true]);
    await act(async () => bump());
    expect(seen.at(-1)).toBe(false);
    expect(container!.textContent).toBe('live');
  });

  it('is false in a component first rendered in the browser', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydratingRender());
      return null;
    }
    container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container!);
      root.render(<Probe />);
    });
    expect(seen).toEqual([false]);
  });
});
