import { useId, useRef, useState, type FormEvent } from 'react';
import { paths } from '@/config/paths';
import { typedText, useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

interface SearchFormProps {
  /** The query in the URL; the field follows it on back and forward. */
  readonly query: string;
  readonly onSearch: (query: string) => void;
}

/** The search page's own field. The header's '/' shortcut focuses it (data-search-page-input). */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const inputId = useId();
  const [value, setValue] = useState(query);
  const field = useRef<HTMLInputElement>(null);
  // Typed in before the app ran: that text is the field's value.
  useTypedBeforeHydration(field, setValue);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setValue(query);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = typedText(field, value).trim();
    if (term === '') {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    onSearch(term);
  }

  return (
    <form role="search" aria-label="Site search" action={paths.search()} onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
          Search news, blog posts, FAQ answers and sections
        </label>
        <input
          ref={field}
          id={inputId}
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          data-search-page-input=""
          autoComplete="off"
          enterKeyHint="search"
          placeholder="e.g. Lansing budget"
          className="w-full rounded border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <button type="submit" className="btn-primary py-2.5">
        Search
      </button>
    </form>
  );
}
