import { SiteLink } from '@/components/ui/site-link';
import { footerNav } from '@/config/paths';
import { linkedSocialProfiles, site } from '@/config/site';
import { BUILD_DATE, useToday } from '@/lib/use-today';
import { RssLink } from './rss-link';

/**
 * The build's year in the HTML and at hydration, then the reader's (they differ only across a new
 * year). A component of its own: filling it in after hydration renders the year, not the footer.
 */
function CopyrightYear() {
  return <>{(useToday() ?? BUILD_DATE).getUTCFullYear()}</>;
}

export function SiteFooter() {
  const social = linkedSocialProfiles();
  return (
    <footer className="mt-16 border-t-4 border-slate-900 bg-slate-900 text-slate-200 dark:border-slate-700 dark:bg-black">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-serif text-xl font-bold text-white">
            {site.name}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{site.about}</p>
        </section>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className="font-serif text-xl font-bold text-white">
            Sections
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {footerNav.map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} className="text-slate-200 underline-offset-4 hover:text-white hover:underline">
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-serif text-xl font-bold text-white">
            Contact
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <a href={`mailto:${site.editorEmail}`} className="text-slate-200 underline-offset-4 hover:text-white hover:underline">
                {site.editorEmail}
              </a>
            </p>
            <p>
              <a href={site.phoneHref} className="text-slate-200 underline-offset-4 hover:text-white hover:underline">
                {site.phone}
              </a>
            </p>
            <p>{site.location}</p>
          </address>
          <p className="mt-4 text-sm">
            <RssLink
              className="inline-flex items-center gap-2 text-slate-200 underline-offset-4 hover:text-white hover:underline"
              describedBy="footer-rss-help"
            />
          </p>
          <p id="footer-rss-help" className="mt-1 text-xs text-slate-300">
            Copy the link into your feed reader to subscribe.
          </p>
          {social.length > 0 ? (
            <ul aria-label="Social media" className="mt-4 flex flex-wrap gap-3 text-sm">
              {social.map((profile) => (
                <li key={profile.url}>
                  <a href={profile.url} target="_blank" rel="noopener noreferrer me" className="text-slate-200 hover:text-white hover:underline">
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-page px-4 py-4 text-xs text-slate-300">
          © <CopyrightYear /> {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
