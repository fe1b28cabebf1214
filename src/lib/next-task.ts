/**
 * Resolves in a task of its own, after what the browser has already queued (input first): ends
 * the current main-thread task, so one long piece of start-up work becomes several short ones.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
