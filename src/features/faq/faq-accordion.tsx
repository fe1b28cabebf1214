import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { faqCategoryLabels, type FaqEntry } from '@/content/faq';

/**
 * Accordion of FAQ entries: one item open at a time (`openId`), an open item
 * closes when its button is pressed again. Buttons are native (Enter/Space);
 * Up/Down/Home/End move between questions. Each item renders again only when
 * it opens or closes (`onToggle` must keep its identity), so a press on a
 * question changes two items, not the list.
 */
export function FaqAccordion({ entries, openId, onToggle }: { entries: readonly FaqEntry[]; openId: string | null; onToggle: (id: string) => void }) {
  const listRef = useRef<HTMLUListElement>(null);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-faq-toggle]') ?? []);
    const index = buttons.indexOf(event.currentTarget);
    if (index === -1) return;
    const target =
      event.key === 'ArrowDown'
        ? buttons[(index + 1) % buttons.length]
        : event.key === 'ArrowUp'
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons[buttons.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }, []);

  return (
    <ul ref={listRef} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} open={entry.id === openId} onToggle={onToggle} onKeyDown={onKeyDown} />
      ))}
    </ul>
  );
}

const FaqItem = memo(function FaqItem({
  entry,
  open,
  onToggle,
  onKeyDown,
}: {
  entry: FaqEntry;
  open: boolean;
  onToggle: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const buttonId = `faq-${entry.id}-button`;
  const panelId = `faq-${entry.id}-panel`;
  return (
    // Off screen, an item is neither laid out nor painted (content-visibility), so a change of the
    // list lays out only the items in view.
    <li data-faq-item={entry.id} className="[contain-intrinsic-size:auto_7rem] [content-visibility:auto] md:[contain-intrinsic-size:auto_5.5rem]">
      <h3 className="[text-wrap:pretty]">
        <button
          type="button"
          id={buttonId}
          data-faq-toggle
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(entry.id)}
          onKeyDown={onKeyDown}
          className="flex w-full items-start gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
        >
          <span className="flex-1">
            <span className="block font-semibold text-slate-900 dark:text-white">{entry.question}</span>
            <span className="mt-2 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100">
              {faqCategoryLabels[entry.category]}
            </span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`mt-1 h-5 w-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none dark:text-slate-300 ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} data-noscript-show className="px-5 pb-5 text-slate-700 dark:text-slate-300">
        <p className="leading-relaxed">{entry.answer}</p>
      </div>
    </li>
  );
});
