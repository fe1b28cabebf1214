import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateServed, renderFresh } from '@/test/hydrate';
import { useHydrated, useHydratingRender, useServedRender } from './use-hydrated';

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

/** Renders `element` as the build does, then hydrates that HTML; the container and React's recoverable errors. */
async function hydrate(element: React.ReactElement) {
  const errors: unknown[] = [];
  const container = await hydrateServed(renderToString(element), element, (error) => errors.push(error));
  return { container, errors };
}

describe('useServedRender', () => {
  it('is true for a component that took over the served HTML, and renders it only once', async () => {
    const renders: Array<{ served: boolean; hydrated: boolean }> = [];
    const Probe = probe(renders, false);
    const { container, errors } = await hydrate(<Probe />);
    expect(errors).toEqual([]);
    // One render to build the HTML, one to hydrate it: no render after hydration.
    expect(renders.map((r) => r.served)).toEqual([true, true]);
    expect(container.textContent).toBe('served');
  });

  it('is false for a component first rendered in the browser', async () => {
    const renders: Array<{ served: boolean; hydrated: boolean }> = [];
    const Probe = probe(renders, false);
    const container = await renderFresh(<Probe />);
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
    const { container } = await hydrate(<Probe />);
    // The build's render and the hydrating one; nothing after.
    expect(seen).toEqual([true, true]);
    await act(async () => bump());
    expect(seen.at(-1)).toBe(false);
    expect(container.textContent).toBe('live');
  });

  it('is false in a component first rendered in the browser', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useHydratingRender());
      return null;
    }
    await renderFresh(<Probe />);
    expect(seen).toEqual([false]);
  });
});
