import { SameSize } from '@/components/ui/same-size';
import { SiteLink } from '@/components/ui/site-link';
import type { CategoryConfig } from '@/config/categories';
import { feedSetBySlug } from '@/config/feed-sets';
import { paths } from '@/config/paths';
import { regionFeedSetSlug, regions, type Region } from '@/config/regions';
import { CategoryStories } from '@/features/feeds/ui';
import { RegionPicker } from '@/features/regions/region-picker';
import { useChosenRegion } from '@/features/regions/use-region';

/** The category Local News is: statewide, and the page that leads with the reader's region. */
export const LOCAL_NEWS = 'local-news';

/** Stories of the reader's region shown before the statewide ones; the rest are on the region's page. */
const REGION_LEAD_STORIES = 6;

const STATEWIDE_HEADING = 'Across Michigan';
/** Every heading the lead section can show, so it keeps one size whichever it shows. */
const LEAD_HEADINGS = [STATEWIDE_HEADING, ...regions.map((r) => r.name)];

/** The lead section's heading: the region's name and a link to its page, or "Across Michigan". */
function LeadHeader({ id, region }: { id: string; region: Region | null }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4 border-b-2 border-slate-900 pb-2 dark:border-slate-200">
      <h2 id={id} className="min-w-0 font-serif text-2xl font-bold text-slate-900 dark:text-white">
        <SameSize shown={region?.name ?? STATEWIDE_HEADING} alternatives={LEAD_HEADINGS} align="end" />
      </h2>
      {region ? (
        <SiteLink to={paths.region(region.slug)} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
          View all<span className="sr-only"> {region.name} stories</span> →
        </SiteLink>
      ) : null}
    </div>
  );
}

/**
 * /local-news's stories: the region picker, then the reader's region's first stories (when one is
 * chosen on this device) and the statewide ones. The page is served statewide; a remembered region
 * takes the lead section's place right after hydration, in the same room (its heading keeps the
 * size of the largest it can show, and the statewide stories it displaces follow below, off the
 * first screen), so nothing on screen moves. Only the chosen region's feeds are fetched.
 */
export function LocalNewsStories({ statewide }: { statewide: CategoryConfig }) {
  const region = useChosenRegion();
  const regionSet = region ? feedSetBySlug(regionFeedSetSlug(region)) : undefined;
  const lead = region && regionSet ? { region, set: regionSet } : null;
  return (
    <>
      <RegionPicker className="mb-8" />
      {lead ? (
        <CategoryStories
          key={lead.set.slug}
          category={lead.set}
          headingId="local-lead-stories"
          header={<LeadHeader id="local-lead-stories" region={lead.region} />}
          limit={REGION_LEAD_STORIES}
          leadPicture={false}
        />
      ) : (
        <CategoryStories key={statewide.slug} category={statewide} headingId="local-lead-stories" header={<LeadHeader id="local-lead-stories" region={null} />} />
      )}
      {lead ? (
        <div className="mt-12">
          <CategoryStories
            category={statewide}
            headingId="local-statewide-stories"
            header={
              <h2 id="local-statewide-stories" className="mb-4 border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold text-slate-900 dark:border-slate-200 dark:text-white">
                {STATEWIDE_HEADING}
              </h2>
            }
          />
        </div>
      ) : null}
    </>
  );
}
