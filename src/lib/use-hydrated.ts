import { useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False at build time and during hydration, true after (and from the first render after a
 * client-side navigation). Anything that differs between the build and the browser (date, time
 * zone, storage) is read only once it is true, so the first client render equals the HTML. Turning
 * true costs a synchronous re-render right after hydration: use it in small components, or the
 * hooks below.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * True when this component's first render took over the served HTML, false when it was first
 * rendered in the browser. It never changes, so unlike `useHydrated` it costs no extra render:
 * React calls the server snapshot only while hydrating, and that call marks the instance as served.
 */
export function useServedRender(): boolean {
  const [instance] = useState(() => ({ served: false }));
  return useSyncExternalStore(
    noop,
    () => instance.served,
    () => {
      instance.served = true;
      return true;
    },
  );
}

/**
 * True in the renders that take over the served HTML, until this component's first commit. For a
 * value hydration must not show but any later render may; it causes no render of its own.
 */
export function useHydratingRender(): boolean {
  const served = useServedRender();
  const [instance] = useState(() => ({ committed: false }));
  useEffect(() => {
    instance.committed = true;
  }, [instance]);
  return served && !instance.committed;
}

/**
 * `current`, except while hydrating, which gets `served()`: what the page was served with, however
 * late that part hydrates (the data may have changed meanwhile). React then re-renders with `current`.
 */
export function useServedValue<T>(current: T, served: () => T): T {
  return useSyncExternalStore(noop, () => current, served);
}

/**
 * False in the first render of a part rendered in the browser, true from the deferred render right
 * after it; true at once while hydrating, since the served HTML holds everything. For what a page
 * opened by a tap may show a moment after its first screen.
 */
export function useAfterFirstScreen(): boolean {
  return useDeferredValue(true, useServedRender());
}
