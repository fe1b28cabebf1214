import type { ComponentType, LazyExoticComponent } from 'react';

interface LazyInternals {
  readonly _init?: (payload: unknown) => unknown;
  readonly _payload?: unknown;
}

/**
 * Starts loading a `React.lazy` component's module and resolves once it is in
 * (or after `timeoutMs`), so a render that follows finds it ready instead of
 * suspending. React.lazy has no public preload; this calls its initializer the
 * way React does during render (`_init(_payload)`, unchanged since React 16).
 * Should that ever change, the try/catch leaves rendering exactly as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export async function preloadLazy(component: LazyExoticComponent<ComponentType<any>>, timeoutMs = 3000): Promise<void> {
  const lazy = component as unknown as LazyInternals;
  let pending: unknown;
  try {
    lazy._init?.(lazy._payload);
    return;
  } catch (thrown) {
    pending = thrown;
  }
  if (!pending || typeof (pending as PromiseLike<unknown>).then !== 'function') return;
  await Promise.race([
    Promise.resolve(pending as PromiseLike<unknown>).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
