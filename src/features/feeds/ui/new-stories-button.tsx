import { showNewStories, usePendingTotal } from './live-updates';

/** "Show N new stories": floating, so nothing on the page moves; new stories come in only when pressed. */
export function NewStoriesButton() {
  const count = usePendingTotal();
  const label = `Show ${count} new ${count === 1 ? 'story' : 'stories'}`;
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {count > 0 ? `${count} new ${count === 1 ? 'story is' : 'stories are'} available.` : ''}
      </p>
      {count > 0 ? (
        <button
          type="button"
          onClick={showNewStories}
          data-testid="new-stories"
          className="fixed bottom-6 left-1/2 z-40 -translate-x-1/2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-slate-950 dark:hover:bg-white"
        >
          <span aria-hidden="true">↑ </span>
          {label}
        </button>
      ) : null}
    </>
  );
}
