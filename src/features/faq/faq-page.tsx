import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { faqPageJsonLd } from '@/components/seo/json-ld';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';
import { absoluteUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { pageTitle, site } from '@/config/site';
import { FAQ_ALL_LABEL, faqCategories, type FaqCategory, type FaqEntry } from '@/content/faq';
import { useAfterFirstScreen } from '@/lib/use-hydrated';
import { FaqAccordion } from './faq-accordion';
import { EMPTY_FAQ_FILTER, faqCountText, filterFaq } from './filter-faq';
import { ShareButton } from './share-button';
import { useFaqFilter } from './use-faq-filter';

const TITLE = 'Frequently Asked Questions';
const DESCRIPTION = `Answers about ${site.name}: how we choose stories, corrections, tips, Michigan coverage in all 83 counties, the newsletter, RSS, advertising and contacting the newsroom.`;

/**
 * Questions a page opened in the app renders in the tap's own task: more than a phone's first
 * screen. The rest follow in an interruptible render; a served page hydrates with all of them.
 */
const FIRST_QUESTIONS = 8;

function mailto(subject: string, body?: string): string {
  const query = new URLSearchParams({ subject, ...(body ? { body } : {}) }).toString().replace(/\+/g, '%20');
  return `mailto:${site.editorEmail}?${query}`;
}

/** /faq: searchable, filterable accordion of the newsroom's questions; the filter lives in the URL. */
export function FaqPage({ entries }: { entries: readonly FaqEntry[] }) {
  const { filter, setQuery, commitQuery, setFilter } = useFaqFilter();
  // The field answers at once; the list follows in a render the next key can interrupt.
  const listFilter = useDeferredValue(filter);
  const visible = useMemo(() => filterFaq(entries, listFilter), [entries, listFilter]);
  const complete = useAfterFirstScreen();
  const listed = useMemo(() => (complete ? visible : visible.slice(0, FIRST_QUESTIONS)), [complete, visible]);
  const [openId, setOpenId] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const jsonLd = useMemo(() => [faqPageJsonLd(entries)], [entries]);

  function clearFilters() {
    setFilter(EMPTY_FAQ_FILTER);
    searchRef.current?.focus();
  }

  const categoryButtons: Array<{ id: FaqCategory | null; label: string }> = [{ id: null, label: FAQ_ALL_LABEL }, ...faqCategories];

  return (
    <div className="mx-auto max-w-page px-4 py-8 md:py-10">
      <Seo title={TITLE} description={DESCRIPTION} canonical={paths.faq} keywords={['FAQ', site.name, 'Michigan news', 'corrections', 'news tips', 'newsletter', 'RSS']} jsonLd={jsonLd} />
      <PageHeading
        title={TITLE}
        description="How our newsroom works, what we cover across Michigan, and how to reach us. Search the questions or browse by topic."
      />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <section aria-labelledby="faq-filters-title" className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 md:p-5 dark:border-slate-700 dark:bg-slate-900">
            <h2 id="faq-filters-title" className="sr-only">
              Search and filter
            </h2>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                commitQuery();
              }}
            >
              <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
                Search the FAQ
              </label>
              <div className="relative">
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="pointer-events-none absolute left-2.5 top-1/2 sm:left-3 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400">
                  <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 1 0 3.4 9.8l3.4 3.4a.75.75 0 1 0 1.06-1.06l-3.4-3.4A5.5 5.5 0 0 0 9 3.5ZM5 9a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z" />
                </svg>
                <input
                  ref={searchRef}
                  id={searchId}
                  type="search"
                  value={filter.query}
                  onChange={(event) => setQuery(event.target.value)}
                  onBlur={commitQuery}
                  placeholder="Search frequently asked questions..."
                  autoComplete="off"
                  className="w-full rounded-md border border-slate-400 bg-white py-2.5 pl-9 pr-2 text-slate-900 placeholder:text-[15px] placeholder:text-slate-600 sm:pl-10 sm:pr-3 sm:placeholder:text-base dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
                />
              </div>
            </form>
            <div role="group" aria-label="Filter by category" className="mt-4 flex flex-wrap gap-2">
              {categoryButtons.map((button) => {
                const active = filter.category === button.id;
                return (
                  <button
                    key={button.label}
                    type="button"
                    aria-pressed={active}
                    onClick={() => setFilter({ ...filter, category: button.id })}
                    className={[
                      'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
                      active
                        ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-100 dark:bg-brand-100 dark:text-brand-900'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:border-brand-100 dark:hover:text-brand-100',
                    ].join(' ')}
                  >
                    {button.label}
                  </button>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="faq-list-title" className="mt-6">
            <h2 id="faq-list-title" className="sr-only">
              Questions and answers
            </h2>
            <p role="status" className="mb-4 text-sm text-slate-700 dark:text-slate-300" data-testid="faq-count">
              {faqCountText(visible.length, entries.length, listFilter)}
            </p>
            {visible.length > 0 ? (
              <FaqAccordion entries={listed} openId={openId} onToggle={toggle} />
            ) : (
              <div className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-600">
                <p className="font-serif text-2xl font-bold text-slate-900 dark:text-white">No questions found</p>
                <p className="mt-2 text-slate-700 dark:text-slate-300">Try adjusting your search terms or browse different categories.</p>
                <button type="button" onClick={clearFilters} className="btn-primary mt-6">
                  Clear Filters
                </button>
              </div>
            )}
          </section>

          <section aria-labelledby="faq-more-title" className="mt-12 rounded-lg bg-brand-50 p-6 md:p-8 dark:bg-slate-900">
            <h2 id="faq-more-title" className="font-serif text-2xl font-bold text-slate-900 dark:text-white">
              Still Have Questions?
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
              Our newsroom answers within 24 to 48 hours, Monday to Friday, 9 AM to 6 PM Eastern. Write to us, send a question for this page, or share
              it with someone who might find it useful.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={mailto(`Question for ${site.name}`)} className="btn-primary">
                Contact Newsroom
              </a>
              <a href={mailto('FAQ question', 'My question for the FAQ page:\n\n')} className="btn-secondary">
                Submit a Question
              </a>
              <ShareButton
                data={() => ({ title: pageTitle(TITLE), text: DESCRIPTION, url: absoluteUrl(`${window.location.pathname}${window.location.search}`) })}
              />
            </div>
          </section>
        </div>
        {/* Beside the questions on wide screens, after them on phones. */}
        <div className="flex flex-col gap-8 lg:sticky lg:top-6 lg:self-start">
          <AdSlot id="faq-sidebar" size="rectangle" />
          <NewsletterBox />
        </div>
      </div>
    </div>
  );
}
