import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';
import { absoluteUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { PartnerDocument, PartnerFeature } from '@/content/partners';
import { downloadText } from '@/lib/download';
import { notify } from '@/lib/toast';
import { DocumentCard } from './document-card';
import { resourcesListText } from './resources-list';
import { useStaggerIn } from './use-stagger-in';

function FeatureBlurb({ feature, index }: { feature: PartnerFeature; index: number }) {
  const ref = useStaggerIn<HTMLLIElement>(index);
  return (
    <li ref={ref} className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
      <h3 className="font-serif text-lg font-bold text-slate-900 dark:text-white">{feature.title}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{feature.body}</p>
    </li>
  );
}

interface PartnersPageProps {
  readonly page: { readonly title: string; readonly description: string; readonly intro: string; readonly downloadFileName: string };
  readonly documents: readonly PartnerDocument[];
  readonly features: readonly PartnerFeature[];
}

/** /partners: three shared documents with previews, feature blurbs, contact and download. */
export function PartnersPage({ page, documents, features }: PartnersPageProps) {
  const contactHref = `mailto:${site.editorEmail}?subject=${encodeURIComponent(`Partnership inquiry for ${site.name}`)}`;

  function downloadAll() {
    try {
      downloadText(page.downloadFileName, resourcesListText(site.name, documents, absoluteUrl(paths.partners)));
      notify.success('Resource list downloaded', `${page.downloadFileName} lists every document with its link.`);
    } catch (error) {
      console.error('[partners] could not create the resource list', error);
      notify.error('Download failed', 'Use the Open links on each document instead.');
    }
  }

  return (
    <div className="mx-auto max-w-page px-4 py-8 md:py-10">
      <Seo title={page.title} description={page.description} canonical={paths.partners} keywords={['Michigan civic resources', 'partners', 'public documents', site.name]} />
      <PageHeading title={page.title} description={page.intro}>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={contactHref} className="btn-primary">
            Contact Us
          </a>
          <button type="button" onClick={downloadAll} className="btn-secondary">
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
              <path d="M10 3a.75.75 0 0 1 .75.75v7.69l2.72-2.72a.75.75 0 1 1 1.06 1.06l-4 4a.75.75 0 0 1-1.06 0l-4-4a.75.75 0 0 1 1.06-1.06l2.72 2.72V3.75A.75.75 0 0 1 10 3ZM4 15.25a.75.75 0 0 1 .75-.75h10.5a.75.75 0 0 1 0 1.5H4.75a.75.75 0 0 1-.75-.75Z" />
            </svg>
            Download All Resources
          </button>
        </div>
      </PageHeading>

      <section aria-labelledby="partner-documents">
        <h2 id="partner-documents" className="mb-5 font-serif text-2xl font-bold text-slate-900 dark:text-white">
          Shared documents
        </h2>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {documents.map((doc, index) => (
            <DocumentCard key={doc.id} doc={doc} index={index} />
          ))}
        </div>
      </section>

      <section aria-labelledby="partner-features" className="mt-14">
        <h2 id="partner-features" className="mb-5 font-serif text-2xl font-bold text-slate-900 dark:text-white">
          Working with our partners
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((feature, index) => (
            <FeatureBlurb key={feature.title} feature={feature} index={index} />
          ))}
        </ul>
      </section>

      <div className="mt-14 max-w-xl">
        <NewsletterBox />
      </div>

      <AdSlot id="partners-bottom" size="leaderboard" className="mt-14" />
    </div>
  );
}
