/**
 * Replies sent in batches. Every message the feed worker posts is a task on the page's main
 * thread, and one feed's answer is several replies (its parse's end, its result, the sources'
 * health), landing beside the other feeds' while the page hydrates and paints. So the worker's
 * replies wait up to `windowMs` and travel together, with those of the other feeds that land
 * meanwhile. A reply sent with `now` leaves at once, after everything that waited before it (the
 * worker's 'busy': the parse after it keeps the worker's thread, and the page times it from there).
 */
export function replyBatcher<T>(post: (batch: T[]) => void, windowMs: number): { send(reply: T, now?: boolean): void } {
  let waiting: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    post(batch);
  };
  return {
    send(reply, now = false) {
      waiting.push(reply);
      if (now) flush();
      else timer ??= setTimeout(flush, windowMs);
    },
  };
}
