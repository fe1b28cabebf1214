import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { SectionHeader } from '@/components/ui/section-header';
import { categoryBySlug, type CategoryConfig } from '@/config/categories';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { fixedEvents } from '@/content/events';
import { FeaturedArticle, pickFeatured } from '@/features/feeds/featured-article';
import { NewsSection, type NewsSectionVariant } from '@/features/feeds/news-section';
import type { CategoryArticlesState } from '@/features/feeds/use-category-articles';
import { useCategoryWaves } from '@/features/feeds/use-category-waves';

/** Loading order: (1) the featured candidates, (2) the next sections, (3) the rest in the background. */
const WAVE_1 = ['national-news', 'world-news', 'politics', 'business'] as const;
const WAVE_2 = ['local-news', 'technology', 'health', 'sports'] as const;
const WAVE_3 = ['opinion', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'] as const;

/** The sections below the lead area, in reading order. */
const MORE_SECTIONS = ['politics', 'business', 'technology', 'sports', 'health', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'] as const;

const BREAKING_TEXT = 'Follow live coverage of Michigan government, the courts and your community, updated throughout the day.';

/** Editors: the featured YouTube video (id and an accurate title). It loads only when a reader presses play. */
const FEATURED_VIDEO = { id: 'M7lc1UVf-VE', title: 'Featured video' } as const;

const LOADING: CategoryArticlesState = { articles: null, isFetching: true, isLoading: true, isPlaceholder: false };

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

/** Click-to-load YouTube player: nothing is requested from YouTube until the reader presses play. */
function VideoFacade({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <section aria-labelledby="home-video">
      <h2 id="home-video" className="mb-3 font-serif text-xl font-bold text-slate-900 dark:text-white">
        Featured video
      </h2>
      <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
        {playing ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-800 to-slate-900 text-white"
          >
            <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-600 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none">
              <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="font-semibold">Play video: {title}</span>
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">Plays from YouTube’s privacy-enhanced domain (youtube-nocookie.com), and only after you press play.</p>
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

const eventDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function EventsTeaser() {
  return (
    <section aria-labelledby="home-events" className="rounded-lg border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="home-events" className="font-serif text-xl font-bold text-slate-900 dark:text-white">
        Local Events
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {fixedEvents.slice(0, 4).map((event) => (
          <li key={event.id} className="py-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">
              <time dateTime={event.date}>{eventDate.format(new Date(`${event.date}T00:00:00Z`))}</time>
            </p>
            <h3 className="font-semibold text-slate-900 dark:text-white">{event.name}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{event.place}</p>
          </li>
        ))}
      </ul>
      <Link to={paths.events} className="link mt-2 inline-block text-sm font-semibold">
        See all local events
      </Link>
    </section>
  );
}

export default function HomeRoute() {
  const states = useCategoryWaves([WAVE_1, WAVE_2, WAVE_3]);
  const state = (slug: string) => states.get(slug) ?? LOADING;
  const featured = pickFeatured(WAVE_1.map((slug) => state(slug).articles));
  const exclude = featured ? [featured.id] : [];

  const section = (slug: string, variant: NewsSectionVariant, extra: { skeletons?: number; heading?: string } = {}) => (
    <NewsSection key={slug} category={category(slug)} state={state(slug)} variant={variant} excludeIds={exclude} {...extra} />
  );

  return (
    <>
      <Seo title="Michigan News, Politics and Community" description={site.description} canonical="/" />
      <BreakingBanner />
      <div className="mx-auto max-w-page px-4 py-8">
        <h1 className="sr-only">{site.name}: Michigan news, politics and community</h1>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="home-top-story">
            <h2 id="home-top-story" className="sr-only">
              Top story
            </h2>
            <FeaturedArticle article={featured} />
          </section>
          <div className="flex flex-col gap-6">
            <VideoFacade id={FEATURED_VIDEO.id} title={FEATURED_VIDEO.title} />
            <PromoCard />
          </div>
        </div>

        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex min-w-0 flex-col gap-12">
            {section('national-news', 'grid', { skeletons: 3 })}
            {section('local-news', 'grid', { skeletons: 3 })}
            {section('opinion', 'grid')}
          </div>
          <aside aria-label="More news and events" className="flex flex-col gap-8">
            {section('world-news', 'compact', { heading: 'Latest World News' })}
            <AdSlot id="home-sidebar" size="rectangle" />
            <EventsTeaser />
          </aside>
        </div>

        <div className="mt-12 grid gap-x-8 gap-y-12 md:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0">{MORE_SECTIONS.map((slug) => section(slug, 'list'))}</div>

        <div className="mt-12">
          <SectionHeader title="Browse every section" />
          <ul className="flex flex-wrap gap-2">
            {[...WAVE_1, ...WAVE_2, ...WAVE_3].map((slug) => (
              <li key={slug}>
                <Link to={paths.category(slug)} className="btn-secondary text-sm">
                  {category(slug).name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
