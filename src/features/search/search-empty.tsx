import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';

export interface SearchLink {
  readonly label: string;
  readonly to: string;
}

/** Example searches shown when there is no query or nothing matched. */
const SUGGESTED_SEARCHES: readonly string[] = ['Lansing', 'Detroit', 'election', 'budget', 'schools', 'court'];

function Suggestions({ browse }: { browse: readonly SearchLink[] }) {
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-700 dark:text-slate-300">Try searching for</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SUGGESTED_SEARCHES.map((term) => (
            <li key={term}>
              <SiteLink to={paths.search(term)} className="btn-secondary px-3 py-1 text-sm">
                {term}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
      {browse.length ? (
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wider text-slate-700 dark:text-slate-300">Or browse</h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {browse.map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} className="link">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Nothing matched: say so, with the query as text, and offer ways on. */
export function SearchEmpty({ query, browse }: { query: string; browse: readonly SearchLink[] }) {
  return (
    <section aria-labelledby="search-empty-heading" className="rounded-lg border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="search-empty-heading" className="break-words font-serif text-2xl font-bold text-slate-900 dark:text-white">
        No results for “{query}”
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        <li>Check the spelling, or try a shorter word: “elect” finds “election” and “elected”.</li>
        <li>Use fewer or more general words.</li>
        <li>News stories come from the feeds we could load just now; some may be unavailable.</li>
      </ul>
      <Suggestions browse={browse} />
    </section>
  );
}

/** No query yet. */
export function SearchPrompt({ browse }: { browse: readonly SearchLink[] }) {
  return (
    <section aria-labelledby="search-prompt-heading" className="rounded-lg border border-slate-200 p-6 dark:border-slate-700">
      <h2 id="search-prompt-heading" className="font-serif text-2xl font-bold text-slate-900 dark:text-white">
        What are you looking for?
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Search the latest news from every section, our blog, the FAQ and our sample sections. Press <kbd className="rounded border border-slate-400 px-1 font-mono text-sm">/</kbd> anywhere on the site to start a search.
      </p>
      <Suggestions browse={browse} />
    </section>
  );
}
