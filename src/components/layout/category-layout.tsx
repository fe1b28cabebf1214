import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';

export interface RelatedLink {
  readonly label: string;
  readonly to: string;
}

/**
 * The category-page layout shared by the 15 feed categories, the fixed sections
 * and the Michigan regions: heading and description, a main column (usually an article
 * grid), and a sidebar with the newsletter box, an ad slot and related links.
 */
export function CategoryLayout({
  title,
  description,
  intro,
  related = [],
  relatedTitle = 'Related sections',
  aside,
  adSlotId,
  children,
}: {
  title: string;
  description: string;
  /** More of the page's heading, under the description (a region's counties and cities). */
  intro?: ReactNode;
  related?: readonly RelatedLink[];
  relatedTitle?: string;
  /** More for the sidebar, after the related links. */
  aside?: ReactNode;
  adSlotId: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-page px-4 py-8">
      <PageHeading title={title} description={description}>
        {intro}
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{children}</div>
        <aside aria-label="Sidebar" className="flex flex-col gap-8">
          <NewsletterBox />
          <AdSlot id={adSlotId} size="rectangle" />
          {related.length > 0 ? (
            <nav aria-labelledby={`${adSlotId}-related`} className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
              <h2 id={`${adSlotId}-related`} className="font-serif text-xl font-bold">
                {relatedTitle}
              </h2>
              <ul className="mt-3 space-y-2">
                {related.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to} className="link">
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {aside}
        </aside>
      </div>
    </div>
  );
}

/**
 * A grid of story cards. Past the first six (whole rows in one, two or three columns, so a drawn
 * card never shares a row with a waiting one), a card is laid out and painted only once the reader
 * nears it (content-visibility), with a card's height as its placeholder: a page's first layout
 * holds six cards, not fifteen.
 */
export function ArticleGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div
      data-label={label}
      className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3 [&>*:nth-child(n+7)]:[contain-intrinsic-block-size:auto_26rem] [&>*:nth-child(n+7)]:[content-visibility:auto] [&>*]:min-w-0"
    >
      {children}
    </div>
  );
}
