/** What a press says about its button and modifier keys (DOM and React mouse, pointer and touch events all fit). */
interface Press {
  readonly metaKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
  readonly button?: number;
}

/**
 * A press or click with the primary button (or a touch) and no modifier key: one that ends in a
 * plain click, which a link of the site answers in this tab. Touches have no button, and a
 * cancelled pointer has -1; a modified or other-button click is the browser's (a new tab, a window).
 */
export function isPlainPress({ metaKey, ctrlKey, shiftKey, altKey, button = 0 }: Press): boolean {
  return !metaKey && !ctrlKey && !shiftKey && !altKey && button <= 0;
}
