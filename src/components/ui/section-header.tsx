import { SameSize } from '@/components/ui/same-size';
import { SiteLink } from '@/components/ui/site-link';

interface SectionHeaderProps {
  readonly title: string;
  readonly description?: string;
  /**
   * Every title and description this header can change to after the page is drawn (a section that
   * follows the reader's region): each keeps the room of the largest, so nothing below moves.
   */
  readonly alternatives?: { readonly titles: readonly string[]; readonly descriptions: readonly string[] };
  readonly viewAllTo?: string;
  readonly viewAllLabel?: string;
  /** Heading level; sections on a page sit under its h1, so h2 by default. */
  readonly level?: 2 | 3;
  readonly id?: string;
}

/** Title, optional description and a "View all" link for a page section. */
export function SectionHeader({ title, description, alternatives, viewAllTo, viewAllLabel, level = 2, id }: SectionHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="mb-4 border-b-2 border-slate-900 pb-2 dark:border-slate-200">
      <div className="flex items-baseline justify-between gap-4">
        <Heading id={id} className="min-w-0 font-serif text-2xl font-bold text-slate-900 dark:text-white">
          {alternatives ? <SameSize shown={title} alternatives={alternatives.titles} align="end" /> : title}
        </Heading>
        {viewAllTo ? (
          <SiteLink to={viewAllTo} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
            {viewAllLabel ?? 'View all'}
            <span className="sr-only"> {title}</span> →
          </SiteLink>
        ) : null}
      </div>
      {description ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{alternatives ? <SameSize shown={description} alternatives={alternatives.descriptions} /> : description}</p> : null}
    </div>
  );
}
