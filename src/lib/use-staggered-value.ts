import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Changes that take turns. When several parts of a page receive new data in the same moment
 * (home's sections when their feeds land together), rendering them all in one update is one long
 * main-thread task: at 4x CPU, eight sections of cards took about 200 ms, time in which a tap or
 * a scroll waits. Each caller's change is instead queued and applied one caller at a time, and
 * each is rendered as a transition: React builds the new cards in slices of a few milliseconds,
 * yielding to the browser between them, and the task that puts them on the page only swaps them
 * in. The next caller starts once the previous one's change is on the page (transitions started
 * together would be rendered, and put on the page, together).
 */
interface Turn {
  /** Starts the caller's change; the caller calls `done` once it is committed (or dropped). */
  readonly start: () => void;
}

const queue: Turn[] = [];
/** A caller's change is being rendered: the others wait. */
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

/**
 * How long a started change may take to reach the page before the next caller starts anyway
 * (a transition React set aside, for instance): the queue never waits on one caller for longer.
 */
const TURN_LIMIT_MS = 1000;

/**
 * `value`, applied in turn with the other callers' changes, rendered in slices (a transition).
 * The first render returns `value` itself, so what the build rendered and what hydration renders
 * agree.
 */
export function useStaggeredValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  /** The change this caller has started and not yet seen committed: its value and how to end its turn. */
  const started = useRef<{ readonly value: T; readonly end: () => void } | null>(null);

  // The commit that shows the started value ends the turn (before the browser paints it).
  useLayoutEffect(() => {
    const turn = started.current;
    if (turn && Object.is(turn.value, shown)) turn.end();
  }, [shown]);

  useEffect(() => {
    if (Object.is(shown, value)) return;
    let state: 'queued' | 'started' | 'ended' = 'queued';
    let limit: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      if (state === 'ended') return;
      const wasStarted = state === 'started';
      state = 'ended';
      clearTimeout(limit);
      if (started.current?.end === end) started.current = null;
      if (wasStarted) finishTurn();
    };
    const turn: Turn = {
      start: () => {
        if (state !== 'queued') return finishTurn();
        state = 'started';
        started.current = { value, end };
        limit = setTimeout(end, TURN_LIMIT_MS);
        startTransition(() => setShown(() => value));
      },
    };
    queue.push(turn);
    schedule();
    return () => {
      const at = queue.indexOf(turn);
      if (at >= 0) queue.splice(at, 1);
      end();
    };
  }, [shown, value]);
  return shown;
}
