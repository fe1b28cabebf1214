/** A FIFO limiter: at most `max` tasks run at once; the rest wait their turn. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly pending: number;
}

export function createLimiter(max: number): Limiter {
  let active = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    if (active >= max) return;
    const start = queue.shift();
    if (start) start();
  };
  return {
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          active += 1;
          let promise: Promise<T>;
          try {
            promise = task();
          } catch (error) {
            promise = Promise.reject(error);
          }
          promise.then(resolve, reject).finally(() => {
            active -= 1;
            next();
          });
        });
        next();
      });
    },
  };
}

/** What a wait given up by its caller rejects with (callers tell it by its name, `AbortError`). */
export function abortError(): DOMException {
  return new DOMException('The wait was aborted', 'AbortError');
}

/**
 * `promise`, for one caller: rejects with an `abortError()` as soon as `signal` aborts (at once
 * when it already has), while the work behind `promise` goes on for whoever else waits on it.
 */
export function withSignal<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
