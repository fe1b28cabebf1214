import { useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while the page is rendered at build time and during hydration, true
 * after. Anything that differs between the build and the reader's browser
 * (today's date, the time zone, localStorage, window) is read only once this
 * is true, so the first client render equals the HTML (no hydration mismatch).
 * After a client-side navigation it is true from the first render. Turning true
 * renders the component again, synchronously, right after hydration: use it in
 * small components, or `useServedRender` / `useHydratingRender` below.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * True when this component's first render took over the served HTML (hydration), false when it
 * was first rendered in the browser (a client-side navigation, a list that grew). Unlike
 * `useHydrated`, it never changes, so it costs no render after hydration: React calls the server
 * snapshot only while hydrating, and that call marks this instance as served.
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
 * True in the renders that take over the served HTML (until this component's first commit), false
 * in every render after it and in a component first rendered in the browser. For a value the served
 * HTML must not show while hydrating but that the next render (whatever causes it) may: it causes no
 * render of its own.
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
 * `current`, except in a render that takes over the served HTML, which gets `served()`: what the
 * page was served with, however late that part of the page hydrates (a Suspense boundary hydrates
 * after the rest, when the data may have changed). When the two differ, React renders again right
 * after hydration with `current`.
 */
export function useServedValue<T>(current: T, served: () => T): T {
  return useSyncExternalStore(noop, () => current, served);
}

/**
 * False in the first render of a part first rendered in the browser (a page opened in the app),
 * true from the render React does right after it (one input can interrupt), and true at once in a
 * render that takes over the served HTML, which already holds everything. For what a page opened
 * by a tap may show a moment after its first screen.
 */
export function useAfterFirstScreen(): boolean {
  return useDeferredValue(true, useServedRender());
}
