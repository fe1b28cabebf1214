import { SiteLink } from '@/components/ui/site-link';
import { formatLongDate } from '@/lib/dates';
import { isSitePath, safeHttpUrl } from '@/lib/safe-url';
import { HighlightedText } from './highlighted-text';
import type { SearchHit } from './search-document';

const linkClass =
  'text-slate-900 decoration-2 underline-offset-2 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100 after:absolute after:inset-0';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** One result: category and date, the title (whole, matched words marked) linking where its card would, and an excerpt. */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  const { document: doc } = hit;
  const date = formatLongDate(doc.date);
  const external = doc.external ? safeHttpUrl(doc.href) : null;
  const internal = !doc.external && isSitePath(doc.href) ? doc.href : null;
  const title = <HighlightedText segments={hit.title} />;

  return (
    <article
      className="relative rounded-lg border border-slate-200 bg-white p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
      data-search-kind={doc.kind}
    >
      <p className="flex flex-wrap gap-x-3 text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">
        <span>{doc.category}</span>
        {date ? (
          <time dateTime={doc.date ?? undefined} className="font-normal normal-case tracking-normal text-slate-600 dark:text-slate-400">
            {date}
          </time>
        ) : null}
      </p>
      <h3 className="mt-1 font-serif text-lg font-bold leading-snug" title={doc.title}>
        {doc.external ? (
          external ? (
            <a href={external} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            title
          )
        ) : internal ? (
          <SiteLink to={internal} className={linkClass}>
            {title}
          </SiteLink>
        ) : (
          title
        )}
      </h3>
      {hit.excerpt.length ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <HighlightedText segments={hit.excerpt} />
        </p>
      ) : null}
      {external ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{hostOf(external)}</p> : null}
    </article>
  );
}
