import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { regions } from '@/config/regions';

/** A sidebar's region links: every region (Local News), or the other regions and the whole state (a region's page). */
export function RegionLinks({ idBase, current }: { idBase: string; current?: string }) {
  const headingId = `${idBase}-regions`;
  return (
    <nav aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
      <h2 id={headingId} className="font-serif text-xl font-bold">
        {current ? 'Other regions' : 'Michigan regions'}
      </h2>
      <ul className="mt-3 space-y-2">
        {regions
          .filter((r) => r.slug !== current)
          .map((r) => (
            <li key={r.slug}>
              <SiteLink to={paths.region(r.slug)} className="link">
                {r.name}
              </SiteLink>
            </li>
          ))}
        {current ? (
          <li>
            <SiteLink to={paths.category('local-news')} className="link">
              All of Michigan
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
