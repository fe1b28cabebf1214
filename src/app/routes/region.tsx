import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CategoryLayout } from '@/components/layout/category-layout';
import { Seo } from '@/components/seo/seo';
import { feedSetBySlug } from '@/config/feed-sets';
import { paths } from '@/config/paths';
import { regionBySlug, regionFeedSetSlug, regionNewsrooms, type Region } from '@/config/regions';
import { CategoryStories, NewStoriesButton, useCategoryRefresh } from '@/features/feeds/ui';
import { RegionChoiceBar } from '@/features/regions/region-choice-bar';
import { CHOOSE_FRAGMENT, regionChoice } from '@/features/regions/use-region';
import { RegionLinks } from '../region-links';

/** "Marquette, Alger and Baraga": a list as a sentence says it. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A page opened from the region picker's list (its link ends in #choose) makes the region the reader's, and drops the fragment. */
function useChosenByLink(region: Region): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${CHOOSE_FRAGMENT}`) return;
    regionChoice().choose(region.slug);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [hash, region.slug]);
}

function RegionPage({ region }: { region: Region }) {
  useCategoryRefresh();
  useChosenByLink(region);
  const stories = feedSetBySlug(regionFeedSetSlug(region));
  const newsrooms = regionNewsrooms(region);
  return (
    <>
      <Seo title={`${region.name} News`} description={region.description} keywords={[region.name, 'Michigan', 'local news', ...region.counties.map((c) => `${c} County`)]} />
      <NewStoriesButton />
      <CategoryLayout
        title={region.name}
        description={region.description}
        intro={
          <p className="mt-3 max-w-3xl text-sm text-slate-700 dark:text-slate-300" data-testid="region-places">
            <span className="font-semibold">Counties:</span> {listed(region.counties)}. <span className="font-semibold">Cities:</span> {listed(region.cities)}.
          </p>
        }
        aside={
          <>
            <section aria-labelledby="region-newsrooms" className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
              <h2 id="region-newsrooms" className="font-serif text-xl font-bold">
                Newsrooms on this page
              </h2>
              <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
                {newsrooms.map((feed) => (
                  <li key={feed.url}>{feed.newsroom}</li>
                ))}
              </ul>
            </section>
            <RegionLinks idBase={`region-${region.slug}`} current={region.slug} />
          </>
        }
        adSlotId={`region-${region.slug}-sidebar`}
      >
        <RegionChoiceBar region={region} />
        {stories ? <CategoryStories key={stories.slug} category={stories} headingId="region-stories" /> : null}
      </CategoryLayout>
    </>
  );
}

/** A name that is no region: logged, and the not-found page in its place, as for any unknown path (src/app/router.tsx). */
function NoSuchRegion({ path }: { path: string }) {
  useEffect(() => {
    console.warn(`[404] No page at ${path}; redirected to ${paths.notFound}`);
  }, [path]);
  return <Navigate to={paths.notFound} replace state={{ from: path }} />;
}

/** The region pages, /local-news/{region}. */
export default function RegionRoute() {
  const { pathname, search } = useLocation();
  const region = regionBySlug(pathname.split('/')[2] ?? '');
  if (!region) return <NoSuchRegion path={`${pathname}${search}`} />;
  return <RegionPage key={region.slug} region={region} />;
}
