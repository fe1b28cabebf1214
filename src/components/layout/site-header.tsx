import { SiteLink } from '@/components/ui/site-link';
import { site } from '@/config/site';
import { calendarDay, formatLongDateWithWeekday, formatShortWeekdayDate } from '@/lib/dates';
import { useToday } from '@/lib/use-today';
import { MainNav } from './main-nav';
import { SearchToggle } from './search-toggle';
import { SiteLogo } from './site-logo';
import { ThemeSelect } from './theme-select';

/**
 * Today's date, the reader's, not the build's: filled in once the page has hydrated. A component of
 * its own, so filling it in renders this line only, not the header and its navigation.
 */
function TodayLine() {
  const today = useToday();
  return (
    <p className="min-h-5 whitespace-nowrap">
      {today ? (
        <time dateTime={calendarDay(today)}>
          <span className="sm:hidden">{formatShortWeekdayDate(today)}</span>
          <span className="hidden sm:inline">{formatLongDateWithWeekday(today)}</span>
        </time>
      ) : null}
    </p>
  );
}

export function SiteHeader() {
  return (
    <header className="bg-white dark:bg-slate-950">
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-2 text-sm text-slate-700 dark:text-slate-300">
        {/* One line at every width (a shorter form on phones), so filling it in after hydration moves nothing. */}
        <TodayLine />
        <div className="flex items-center gap-2">
          <ThemeSelect />
          <SearchToggle />
        </div>
      </div>
      <div className="mx-auto max-w-page px-4 pb-4 pt-2 text-center">
        <SiteLink to="/" className="inline-flex flex-col items-center gap-2 rounded sm:flex-row sm:gap-4">
          <SiteLogo className="h-12 w-12 sm:h-14 sm:w-14" />
          <span className="flex flex-col">
            <span className="font-serif text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {site.name}
            </span>
            <span className="mt-1 font-serif text-sm italic text-slate-700 sm:text-base dark:text-slate-300">{site.tagline}</span>
          </span>
        </SiteLink>
      </div>
      <MainNav />
    </header>
  );
}
