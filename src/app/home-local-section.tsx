import { categoryBySlug } from '@/config/categories';
import { regionFeedSetSlug, regions, type Region } from '@/config/regions';
import { LiveNewsSection, useCategoryWaves } from '@/features/feeds/ui';
import { RegionPicker } from '@/features/regions/region-picker';
import { useChosenRegion } from '@/features/regions/use-region';

/** The category home's Local section shows until the reader has chosen a region. */
export const LOCAL_NEWS = 'local-news';

/** Every title and description home's Local section can show: each keeps the room of the largest. */
const HEADER_ALTERNATIVES = {
  titles: [categoryBySlug(LOCAL_NEWS)?.name ?? 'Local News', ...regions.map((r) => r.name)],
  descriptions: [categoryBySlug(LOCAL_NEWS)?.description ?? '', ...regions.map((r) => r.description)],
};

/** Home's feed waves with Local News standing for the reader's region, when one is chosen: only that region's feeds are fetched. */
function wavesFor(waves: ReadonlyArray<readonly string[]>, region: Region | null): ReadonlyArray<readonly string[]> {
  if (!region) return waves;
  const local = regionFeedSetSlug(region);
  return waves.map((wave) => wave.map((slug) => (slug === LOCAL_NEWS ? local : slug)));
}

/**
 * Loads home's categories in waves (useCategoryWaves), the reader's region in Local News's place.
 * A component of its own, rendering nothing: the remembered region, known right after hydration,
 * renders it alone, never the route (whose parts still served must not get new props).
 */
export function HomeFeedWaves({ waves }: { waves: ReadonlyArray<readonly string[]> }) {
  useCategoryWaves(wavesFor(waves, useChosenRegion()));
  return null;
}

/**
 * Home's Local section: statewide Local News as served, the reader's region once known (its name,
 * its description, its stories, "View all" to its page), with the region picker under its header.
 * The header keeps the room of its largest possible text, so the change moves nothing.
 */
export function HomeLocalSection({ skeletons }: { skeletons?: number }) {
  const region = useChosenRegion();
  const slug = region ? regionFeedSetSlug(region) : LOCAL_NEWS;
  return <LiveNewsSection slug={slug} variant="grid" skeletons={skeletons} deferPaint headerAlternatives={HEADER_ALTERNATIVES} intro={<RegionPicker className="mb-4" />} />;
}
