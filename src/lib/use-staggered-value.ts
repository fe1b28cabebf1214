import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Changes that take turns. When several parts of a page receive new data at once (home's sections,
 * the lead story), rendering them in one update is one long main-thread task in which a tap waits.
 * Each change is queued and rendered as its own transition, in slices that yield to the browser.
 * The next starts only once the previous is on the page, because React commits every pending
 * transition together.
 */
interface Turn {
  readonly start: () => void;
}

const queue: Turn[] = [];
/** A change is being rendered: the others wait. */
let busy = false;
let scheduled = false;

function runNext(): void {
  scheduled = false;
  if (busy) return;
  const turn = queue.shift();
  if (!turn) return;
  busy = true;
  turn.start();
}

function schedule(): void {
  if (scheduled || busy || queue.length === 0) return;
  scheduled = true;
  setTimeout(runNext, 0);
}

/** The change in progress is on the page (or will never be): the next one may start, in a task of its own. */
function finishTurn(): void {
  busy = false;
  schedule();
}

/** How long a started change may take to reach the page before the next starts anyway (a transition React set aside). */
const TURN_LIMIT_MS = 1000;

/**
 * Queues a change: `start` runs in a task of its own once the changes queued before it are on the
 * page, and calls `end` once its own is (a layout effect of the commit that shows it). Returns what
 * drops it: a queued change never starts, a started one ends its turn.
 */
export function takeTurn(start: (end: () => void) => void): () => void {
  let state: 'queued' | 'started' | 'ended' = 'queued';
  let limit: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (state !== 'started') return;
    state = 'ended';
    clearTimeout(limit);
    finishTurn();
  };
  const turn: Turn = {
    // Only a queued turn is in the queue: dropping one takes it out.
    start: () => {
      state = 'started';
      limit = setTimeout(end, TURN_LIMIT_MS);
      start(end);
    },
  };
  queue.push(turn);
  schedule();
  return () => {
    const at = queue.indexOf(turn);
    if (at >= 0) queue.splice(at, 1);
    if (state === 'queued') state = 'ended';
    else end();
  };
}

/**
 * `value`, applied in turn with the page's other changes (takeTurn), rendered in slices (a
 * transition). The first render returns `value` itself, so what the build rendered and what
 * hydration renders agree.
 */
export function useStaggeredValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  /** The change this caller has started and not yet seen committed: its value and how to end its turn. */
  const started = useRef<{ readonly value: T; readonly end: () => void } | null>(null);

  // The commit that shows the started value ends the turn (before the browser paints it).
  useLayoutEffect(() => {
    const turn = started.current;
    if (turn && Object.is(turn.value, shown)) {
      started.current = null;
      turn.end();
    }
  }, [shown]);

  useEffect(() => {
    if (Object.is(shown, value)) return;
    return takeTurn((end) => {
      started.current = { value, end };
      startTransition(() => setShown(() => value));
    });
  }, [shown, value]);
  return shown;
}
