import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { pageWindow } from './blog-paging';

function pageHref(page: number): string {
  return page <= 1 ? paths.blog : `${paths.blog}?page=${page}`;
}

const base = 'inline-flex min-w-11 items-center justify-center rounded border px-3 py-2 text-sm font-semibold';
const idle = `${base} border-slate-300 text-brand-700 hover:bg-brand-50 dark:border-slate-600 dark:text-brand-100 dark:hover:bg-slate-800`;
const current = `${base} border-brand-700 bg-brand-700 text-white dark:border-brand-100 dark:bg-brand-100 dark:text-slate-950`;
const disabled = `${base} cursor-not-allowed border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400`;

/** Previous, a window of page numbers, Next: real links, so the page lives in the URL. Hidden for one page. */
export function BlogPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const numbers = pageWindow(Math.min(page, pageCount), pageCount, 5);
  return (
    <nav aria-label="Blog pages" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <SiteLink to={pageHref(Math.min(page - 1, pageCount))} className={idle} rel="prev">
              Previous
            </SiteLink>
          ) : (
            <span className={disabled} aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={current} aria-current="page">
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <SiteLink to={pageHref(n)} className={idle} aria-label={`Page ${n}`}>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <SiteLink to={pageHref(page + 1)} className={idle} rel="next">
              Next
            </SiteLink>
          ) : (
            <span className={disabled} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
