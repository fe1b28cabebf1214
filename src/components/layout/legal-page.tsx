import { Seo } from '@/components/seo/seo';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';
import type { LegalDocument } from '@/content/legal';
import { calendarDay, formatLongDate } from '@/lib/dates';

/** Renders a plain-language legal document with a "Last updated" line. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Seo title={doc.title} description={doc.description} keywords={doc.keywords} />
      <PageHeading title={doc.title}>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Last updated: <time dateTime={calendarDay(doc.lastUpdated)}>{formatLongDate(doc.lastUpdated)}</time>
        </p>
      </PageHeading>
      <div className="prose-news">
        <p className="text-lg">{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <div className="mt-12 max-w-xl">
        <NewsletterBox />
      </div>
    </div>
  );
}
