import { lazy } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { HydrateLater } from '@/components/layout/hydrate-later';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { BreakingBanner } from '@/components/ui/breaking-banner';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { SectionHeader } from '@/components/ui/section-header';
import { isYoutubeId, VIDEO_PRIVACY_NOTE, VideoFacade } from '@/components/ui/video-facade';
import { configuredBreakingNews } from '@/config/breaking-news';
import { categoryBySlug, type CategoryConfig } from '@/config/categories';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { HOME_LAYOUT, HOME_WAVES, WAVE_1 } from '@/contracts/home-sections';
import { LeadStoryProvider, LiveFeaturedArticle, LiveNewsSection, NewStoriesButton, useCategoryRefresh, type NewsSectionVariant } from '@/features/feeds/ui';
import { HomeFeedWaves, HomeLocalSection, LOCAL_NEWS } from '../home-local-section';

/** How a section differs from the others of its place (HOME_LAYOUT): placeholder cards while it loads, its heading. */
const SECTION_OPTIONS: Readonly<Record<string, { skeletons?: number; heading?: string }>> = {
  'national-news': { skeletons: 3 },
  'local-news': { skeletons: 3 },
  'world-news': { heading: 'Latest World News' },
};

/**
 * The events teaser at the foot of the page: code and data the first screen does not use, so it is
 * loaded only when HydrateLater takes its part over; React keeps the served teaser until then.
 */
const EventsTeaser = lazy(() =>
  Promise.all([import('@/features/events/events-teaser'), import('@/content/events')]).then(([teaser, content]) => ({
    default: function HomeEventsTeaser() {
      return <teaser.EventsTeaser events={content.fixedEvents} />;
    },
  })),
);

/** The editors' "Breaking" line (src/config/site.ts), checked once. */
const BREAKING_NEWS = configuredBreakingNews();

function category(slug: string): CategoryConfig {
  const found = categoryBySlug(slug);
  if (!found) throw new Error(`Unknown category ${slug}`);
  return found;
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
      <SiteLink to={paths.featuredStory} className="btn-primary mt-4">
        Read the featured story
      </SiteLink>
    </section>
  );
}

export default function HomeRoute() {
  // Each section subscribes to its own category; this route never re-renders when feeds arrive (nor
  // when the reader's region is known: HomeFeedWaves and the Local section read it themselves).
  useCategoryRefresh();

  // Every news section is below the lead area: its layout and paint wait until the reader nears it.
  const section = (slug: string, variant: NewsSectionVariant, extra: { skeletons?: number; heading?: string } = {}) => (
    <LiveNewsSection key={slug} slug={slug} variant={variant} deferPaint {...extra} />
  );

  return (
    <LeadStoryProvider slugs={WAVE_1}>
      <HomeFeedWaves waves={HOME_WAVES} />
      <Seo title="Michigan News, Politics and Community" description={site.description} keywords={site.keywords} canonical="/" />
      <BreakingBanner news={BREAKING_NEWS} />
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

        {/* Below the lead area each part stays served HTML until the reader nears it, so load hydrates only the first screen. */}
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-12">
            {HOME_LAYOUT.main.map((slug) => (
              <HydrateLater key={slug}>{slug === LOCAL_NEWS ? <HomeLocalSection skeletons={SECTION_OPTIONS[slug]?.skeletons} /> : section(slug, 'grid', SECTION_OPTIONS[slug])}</HydrateLater>
            ))}
          </div>
          <HydrateLater>
            <aside aria-label="More news and our newsletter" className="flex flex-col gap-8">
              {HOME_LAYOUT.aside.map((slug) => section(slug, 'compact', SECTION_OPTIONS[slug]))}
              <AdSlot id="home-sidebar" size="rectangle" />
              <NewsletterBox />
            </aside>
          </HydrateLater>
        </div>

        <div className="mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">
          {HOME_LAYOUT.more.map((slug) => (
            <HydrateLater key={slug}>{section(slug, 'list')}</HydrateLater>
          ))}
          <HydrateLater>
            <EventsTeaser />
          </HydrateLater>
        </div>

        <HydrateLater className="mt-12">
          <SectionHeader title="Browse every section" description="Go straight to any of our news sections." />
          <ul className="flex flex-wrap gap-2">
            {HOME_WAVES.flat().map((slug) => (
              <li key={slug}>
                <SiteLink to={paths.category(slug)} className="btn-secondary text-sm">
                  {category(slug).name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </HydrateLater>
      </div>
    </LeadStoryProvider>
  );
}
