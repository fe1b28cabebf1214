import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded with a plain `import()`, with a public way to start loading it early. */
export interface LazyWithPreload<P> {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the module; resolves once it is in. Safe to call any number of times. */
  readonly preload: () => Promise<void>;
}

/**
 * React.lazy whose module promise is shared with a `preload()` callable before rendering. Once the
 * module is in, React.lazy gets a thenable that resolves synchronously, so a component preloaded
 * before hydration renders at once instead of suspending. Only public React API; a failed load can
 * be asked for again by a new preload.
 */
export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyWithPreload<P> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | null = null;
  let pending: Promise<Module> | null = null;
  const start = (): Promise<Module> => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Component = lazy((): Promise<Module> => {
    const ready = loaded;
    if (ready) return { then: (resolve: (value: Module) => void) => resolve(ready) } as unknown as Promise<Module>;
    return start();
  });
  return { Component, preload: () => start().then(() => undefined) };
}
