import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';

export interface RelatedLink {
  readonly label: string;
  readonly to: string;
}

/** The category-page layout shared by the feed categories and the fixed sections: main column and sidebar. */
export function CategoryLayout({
  title,
  description,
  related = [],
  adSlotId,
  children,
}: {
  title: string;
  description: string;
  related?: readonly RelatedLink[];
  adSlotId: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-page px-4 py-8">
      <PageHeading title={title} description={description} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>{children}</div>
        <aside aria-label="Sidebar" className="flex flex-col gap-8">
          <NewsletterBox />
          <AdSlot id={adSlotId} size="rectangle" />
          {related.length > 0 ? (
            <nav aria-labelledby={`${adSlotId}-related`} className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
              <h2 id={`${adSlotId}-related`} className="font-serif text-xl font-bold">
                Related sections
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
        </aside>
      </div>
    </div>
  );
}

export function ArticleGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div data-label={label} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
      {children}
    </div>
  );
}
