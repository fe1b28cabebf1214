/**
 * Taps before the app runs. The served page's links work from the first paint, but its buttons and
 * selects act only once the app has taken over, so a tap before then would be lost. As with
 * Angular's event replay, such input inside the app's root is recorded from the entry script on;
 * the first one makes the app start at once (`wanted`), and after `release` what was recorded is
 * replayed once the app has hydrated (`html[data-app-ready]`).
 *
 * So the tap answers at once, a disclosure button (`aria-controls`/`aria-expanded`) toggles what it
 * controls right away and `onChoose` applies a choice; the replay then brings the app's own state
 * to what the reader already sees.
 */
interface EarlyInput {
  /** Resolves at the first recorded input: the app is wanted now, not after the page's waits. */
  readonly wanted: Promise<void>;
  /** Stops recording; replays what was recorded once the app is ready. */
  release(): void;
}

type Recorded = { readonly kind: 'click'; readonly el: HTMLElement } | { readonly kind: 'choose'; readonly el: HTMLSelectElement; readonly value: string };

export function holdEarlyInput(root: HTMLElement | null, { onChoose }: { onChoose?: (select: HTMLSelectElement) => void } = {}, doc: Document = document): EarlyInput {
  const recorded: Recorded[] = [];
  let wantedNow: () => void = () => {};
  const wanted = new Promise<void>((resolve) => (wantedNow = resolve));
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button works without the app (its form goes to its action); a button that only the app runs is recorded.
    if (!button || !root?.contains(button) || button.type !== 'button') return;
    recorded.push({ kind: 'click', el: button });
    toggleDisclosure(button, doc);
    wantedNow();
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !root?.contains(select)) return;
    recorded.push({ kind: 'choose', el: select, value: select.value });
    onChoose?.(select);
    wantedNow();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('change', onChange, true);
  return {
    wanted,
    release() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('change', onChange, true);
      if (recorded.length === 0) return;
      whenReady(doc, () => {
        for (const input of recorded) {
          if (!input.el.isConnected) continue;
          if (input.kind === 'click') input.el.click();
          else {
            input.el.value = input.value;
            input.el.dispatchEvent(new Event('change', { bubbles: true }));
          }
        }
      });
    },
  };
}

/** Shows or hides what a disclosure button controls, as the app will once it runs. */
function toggleDisclosure(button: HTMLButtonElement, doc: Document): void {
  const expanded = button.getAttribute('aria-expanded');
  const controlled = doc.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!controlled || (expanded !== 'true' && expanded !== 'false')) return;
  const open = expanded !== 'true';
  button.setAttribute('aria-expanded', String(open));
  controlled.hidden = !open;
}

/** Runs `run` once the app has hydrated the page (`html[data-app-ready]`, set by the app). */
function whenReady(doc: Document, run: () => void): void {
  const html = doc.documentElement;
  if (html.dataset.appReady) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!html.dataset.appReady) return;
    observer.disconnect();
    run();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-app-ready'] });
}
