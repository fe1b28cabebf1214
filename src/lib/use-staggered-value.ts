import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Changes that take turns. When several parts of a page receive new data in the same moment
 * (home's sections when their feeds land together), rendering them all in one update is one long
 * main-thread task: at 4x CPU, eight sections of cards took about 200 ms, time in which a tap or
 * a scroll waits. Each caller's change is instead queued and applied in a task of its own, one
 * caller per task, so the browser can handle input and paint between them.
 */
const queue: Array<() => void> = [];
let scheduled = false;

function runNext(): void {
  scheduled = false;
  const job = queue.shift();
  if (queue.length > 0) schedule();
  job?.();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(runNext, 0);
}

/**
 * `value`, applied in a task of its own (after the other callers' pending changes). The first
 * render returns `value` itself, so what the build rendered and what hydration renders agree.
 */
export function useStaggeredValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let cancelled = false;
    queue.push(() => {
      // Rendered and committed now, in this task: the next caller's change waits for the next one.
      if (!cancelled) flushSync(() => setShown(() => value));
    });
    schedule();
    return () => {
      cancelled = true;
    };
  }, [shown, value]);
  return shown;
}
