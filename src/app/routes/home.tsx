import { Link } from 'react-router-dom';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { SectionHeader } from '@/components/ui/section-header';
import { isYoutubeId, VIDEO_PRIVACY_NOTE, VideoFacade } from '@/components/ui/video-facade';
import { categoryBySlug, type CategoryConfig } from '@/config/categories';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { fixedEvents } from '@/content/events';
import { EventsTeaser } from '@/features/events/events-teaser';
import { HOME_WAVES, LeadStoryProvider, LiveFeaturedArticle, LiveNewsSection, NewStoriesButton, useCategoryRefresh, useCategoryWaves, WAVE_1, type NewsSectionVariant } from '@/features/feeds/ui';

/** The sections below the lead area, in reading order. */
const MORE_SECTIONS = ['politics', 'business', 'technology', 'sports', 'health', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'] as const;

const BREAKING_TEXT = 'Follow live coverage of Michigan government, the courts and your community, updated throughout the day.';

function category(slug: string): CategoryConfig {
  const found = categoryBySlug(slug);
  if (!found) throw new Error(`Unknown category ${slug}`);
  return found;
}

function BreakingBanner() {
  return (
    <div className="bg-accent-600 text-white dark:bg-red-900">
      <p className="mx-auto flex max-w-page items-center gap-3 px-4 py-2 text-sm">
        <span className="shrink-0 rounded bg-white px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-accent-600 dark:text-red-900">Breaking</span>
        <span>{BREAKING_TEXT}</span>
      </p>
    </div>
  );
}

/** The editors' featured video (src/config/site.ts), click-to-play. */
function FeaturedVideo() {
  const video = site.featuredVideo;
  if (!video || !isYoutubeId(video.youtubeId)) return null;
  return (
    <section aria-labelledby="home-video">
      <h2 id="home-video" className="mb-3 font-serif text-xl font-bold text-slate-900 dark:text-white">
        Featured video
      </h2>
      <VideoFacade youtubeId={video.youtubeId} title={video.title} />
      <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">{VIDEO_PRIVACY_NOTE}</p>
    </section>
  );
}

function PromoCard() {
  return (
    <section aria-labelledby="home-promo" className="rounded-lg border border-brand-700 bg-brand-50 p-5 dark:border-brand-100 dark:bg-slate-900">
      <p className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">In the spotlight</p>
      <h2 id="home-promo" className="mt-1 font-serif text-xl font-bold text-slate-900 dark:text-white">
        Dunamis Charge on FOX 2
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Our write-up of a local TV segment about the Detroit-area organization, with background and links.</p>
      <Link to={paths.featuredStory} className="btn-primary mt-4">
        Read the featured story
      </Link>
    </section>
  );
}

export default function HomeRoute() {
  // Each section subscribes to its own category; this route never re-renders when feeds arrive.
  useCategoryWaves(HOME_WAVES);
  useCategoryRefresh();

  const section = (slug: string, variant: NewsSectionVariant, extra: { skeletons?: number; heading?: string; deferPaint?: boolean } = {}) => (
    <LiveNewsSection key={slug} slug={slug} variant={variant} {...extra} />
  );

  return (
    <LeadStoryProvider slugs={WAVE_1}>
      <Seo title="Michigan News, Politics and Community" description={site.description} keywords={site.keywords} canonical="/" />
      <BreakingBanner />
      <NewStoriesButton />
      <div className="mx-auto max-w-page px-4 py-8">
        <h1 className="sr-only">{site.name}: Michigan news, politics and community</h1>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="home-top-story">
            <h2 id="home-top-story" className="sr-only">
              Top story
            </h2>
            <LiveFeaturedArticle />
          </section>
          <div className="flex flex-col gap-6">
            <FeaturedVideo />
            <PromoCard />
          </div>
        </div>

        {/* Below the lead area: hydrated after it (see HydrateLater). */}
        <HydrateLater>
          <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-12">
              {section('national-news', 'grid', { skeletons: 3 })}
              {section('local-news', 'grid', { skeletons: 3 })}
              {section('opinion', 'grid')}
            </div>
            <aside aria-label="More news and our newsletter" className="flex flex-col gap-8">
              {section('world-news', 'compact', { heading: 'Latest World News' })}
              <AdSlot id="home-sidebar" size="rectangle" />
              <NewsletterBox />
            </aside>
          </div>

          <div className="mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
            {MORE_SECTIONS.map((slug) => section(slug, 'list', { deferPaint: true }))}
            {/* Right after the last section (From the Archives), in the same grid. */}
            <EventsTeaser events={fixedEvents} />
          </div>

          <div className="mt-12">
            <SectionHeader title="Browse every section" description="Go straight to any of our news sections." />
            <ul className="flex flex-wrap gap-2">
              {HOME_WAVES.flat().map((slug) => (
                <li key={slug}>
                  <Link to={paths.category(slug)} className="btn-secondary text-sm">
                    {category(slug).name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </HydrateLater>
      </div>
    </LeadStoryProvider>
  );
}
