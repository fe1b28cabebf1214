import { SiteLink } from '@/components/ui/site-link';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Seo
        title="Page Not Found"
        description="The page you are looking for doesn't exist or has been moved."
        keywords={site.keywords}
        noindex
        canonical={false}
      />
      <p aria-hidden="true" className="font-serif text-8xl font-bold text-slate-500 dark:text-slate-400">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-slate-900 dark:text-white">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        We&apos;re sorry, the page you are looking for doesn&apos;t exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink to={paths.home} className="btn-primary">
          Return to Home
        </SiteLink>
        <SiteLink to={paths.stateNews} className="btn-secondary">
          Read State News
        </SiteLink>
      </div>
    </div>
  );
}
