import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { typedText, useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

/** Header search: an icon button that reveals a search box submitting to /search?q=. */
export function SearchToggle() {
  const panelId = useId();
  const inputId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const currentQuery = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(currentQuery);

  useEffect(() => setQuery(currentQuery), [currentQuery]);
  // Opened and typed in before the app ran (the served box works, src/lib/early-input.ts): that text is the query.
  useTypedBeforeHydration(inputRef, setQuery);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // "/" focuses the search box from anywhere, except while typing in a field.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      const pageBox = document.querySelector<HTMLInputElement>('[data-search-page-input]');
      if (pageBox) {
        pageBox.focus();
        pageBox.select();
        return;
      }
      setOpen(true);
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const term = typedText(inputRef, query).trim();
    if (term === '') {
      inputRef.current?.focus();
      return;
    }
    navigate(paths.search(term));
  }

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close search' : 'Open search'}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-12 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {/* The action is where the browser sends a search submitted before the app runs. */}
        <form role="search" action={paths.search()} onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Search articles
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
            placeholder="Search articles..."
            className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </div>
    </div>
  );
}
