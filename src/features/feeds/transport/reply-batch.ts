/**
 * Replies sent in batches: every message the worker posts is a task on the page's main thread, and
 * one feed's answer is several replies, so replies wait up to `windowMs` and travel together. A
 * reply sent with `now` leaves at once with those before it ('busy', from which the page times the
 * parse that follows).
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
