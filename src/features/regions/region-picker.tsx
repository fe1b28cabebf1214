import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SameSize } from '@/components/ui/same-size';
import { SiteLink } from '@/components/ui/site-link';
import { regions, type Region } from '@/config/regions';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import type { RegionMatch } from './find-regions';
import type { LocateFailure } from './region-finder';
import { regionChoice, regionChoiceLink, useChosenRegion } from './use-region';

type Finder = typeof import('./region-finder');

/** The finding part (search, position, the places' table), asked for once; a failed download is asked for again next time. */
let finder: Promise<Finder> | null = null;
function loadFinder(): Promise<Finder> {
  finder ??= import('./region-finder').catch((error: unknown) => {
    finder = null;
    throw error;
  });
  return finder;
}

/** Places listed for a query at most: a reader narrows a longer list by typing on. */
const MAX_RESULTS = 8;

const STATEWIDE_LINE = 'Choose your region to see its stories first.';
const regionLine = (region: Pick<Region, 'name'>) => `Your region: ${region.name}`;
/** Every text the picker's first line can show, so it keeps one size whichever it shows. */
const LINES = [STATEWIDE_LINE, ...regions.map(regionLine)];

const OTHER_WAYS = 'Search for your county or city, or pick your region from the list.';
const LOCATE_FAILED: Record<LocateFailure, string> = {
  denied: `Your location was not shared, so it cannot find your region. ${OTHER_WAYS}`,
  timeout: `Your location could not be found in time. ${OTHER_WAYS}`,
  unavailable: `Your device could not tell its location just now. ${OTHER_WAYS}`,
  unsupported: `This browser cannot share its location. ${OTHER_WAYS}`,
  outside: `Your location seems to be outside Michigan. ${OTHER_WAYS}`,
};

/**
 * The reader's Michigan region: a line saying which one is chosen (or inviting a choice), a
 * "Choose your region" / "Change region" disclosure and "Clear". Its panel lists the regions (links
 * to their pages; following one also chooses it), finds a region by county or city, and by the
 * device's position when the reader taps "Use my location". The choice is remembered on this
 * device only (use-region.ts).
 *
 * The served HTML (and the render that takes it over) is the statewide picker; a remembered region
 * shows right after, in the same room: the line is as large as its largest text, and the buttons
 * keep their row. Without JavaScript the panel is open and shows only the list of regions (the
 * buttons and the search need scripts, and are hidden).
 */
export function RegionPicker({ className = '' }: { className?: string }) {
  const region = useChosenRegion();
  const id = useId();
  const panelId = `${id}panel`;
  const [open, setOpen] = useState(false);
  const [announced, setAnnounced] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The finding part is wanted as soon as the panel is open: typing or a tap need not wait for it.
    if (open) loadFinder().catch(() => undefined);
  }, [open]);

  const chosen = useCallback((next: Region, how: string) => {
    regionChoice().choose(next.slug);
    setOpen(false);
    setAnnounced(`Your region is now ${next.name}${how}.`);
    toggle.current?.focus();
  }, []);

  function clear() {
    regionChoice().clear();
    setAnnounced('Your region is cleared: Local News shows all of Michigan.');
    toggle.current?.focus();
  }

  return (
    <div role="group" aria-labelledby={`${id}line`} data-testid="region-picker" className={`rounded-lg border border-slate-200 p-4 dark:border-slate-700 ${className}`}>
      {/* The buttons follow the line, which keeps its width, so they stay where they are when it changes. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <p id={`${id}line`} className="min-w-0 font-semibold text-slate-900 dark:text-white">
          <SameSize shown={region ? regionLine(region) : STATEWIDE_LINE} alternatives={LINES} />
        </p>
        <div className="flex shrink-0 flex-wrap gap-2" data-script-only>
          <button ref={toggle} type="button" className="btn-secondary whitespace-nowrap py-1.5 text-sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
            {region ? 'Change region' : 'Choose your region'}
          </button>
          {region ? (
            <button type="button" className="btn-secondary whitespace-nowrap py-1.5 text-sm" onClick={clear}>
              Clear <span className="sr-only">your region</span>
            </button>
          ) : null}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <div id={panelId} hidden={!open} data-noscript-show className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
        <RegionFinder onChosen={chosen} />
        <nav aria-labelledby={`${id}list`} className="mt-4">
          <p id={`${id}list`} className="text-sm font-semibold text-slate-900 dark:text-white">
            Michigan’s regions
          </p>
          <ul className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {regions.map((r) => (
              <li key={r.slug}>
                <SiteLink to={regionChoiceLink(r.slug)} className="link" aria-current={r.slug === region?.slug ? 'true' : undefined}>
                  {r.name}
                </SiteLink>
                {r.slug === region?.slug ? <span className="text-sm text-slate-700 dark:text-slate-300"> (your region)</span> : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** The search box and "Use my location": scripts only, their code loaded when first wanted. */
function RegionFinder({ onChosen }: { onChosen: (region: Region, how: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ readonly query: string; readonly matches: readonly RegionMatch[] } | null>(null);
  const [message, setMessage] = useState('');
  const [locating, setLocating] = useState(false);

  const search = useCallback((text: string) => {
    setQuery(text);
    setMessage('');
    if (text.trim() === '') {
      setFound(null);
      return;
    }
    loadFinder().then(
      (f) => setFound((prev) => (input.current && input.current.value !== text ? prev : { query: text, matches: f.findRegions(text).slice(0, MAX_RESULTS) })),
      () => setMessage('The search could not be loaded. Check your connection, or pick your region from the list.'),
    );
  }, []);
  useTypedBeforeHydration(input, search);

  function locate() {
    setLocating(true);
    setMessage('Finding your location…');
    loadFinder()
      .then((f) => f.locateRegion())
      .then(
        (located) => {
          setLocating(false);
          if (located.ok) {
            setMessage('');
            onChosen(located.region, `, from your location near ${located.county} County`);
          } else setMessage(LOCATE_FAILED[located.reason]);
        },
        () => {
          setLocating(false);
          setMessage('Finding your location could not start. Check your connection, or pick your region from the list.');
        },
      );
  }

  function choose(match: RegionMatch) {
    setQuery('');
    setFound(null);
    if (input.current) input.current.value = '';
    onChosen(match.region, `, which includes ${match.label}`);
  }

  /** Arrow keys move between the search box and the places found; Escape empties the box. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' && buttons.length > 0) {
      event.preventDefault();
      buttons[Math.min(at + 1, buttons.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? input.current : buttons[at - 1])?.focus();
    } else if (event.key === 'Escape' && event.target === input.current && query !== '') {
      event.preventDefault();
      if (input.current) input.current.value = '';
      search('');
    }
  }

  const matches = found && found.query === query ? found.matches : null;
  const status = message || (matches === null ? '' : matches.length === 0 ? `No Michigan county or city matches “${query.trim()}”. Pick your region from the list.` : `${matches.length === 1 ? '1 place' : `${matches.length} places`} found.`);

  return (
    <div data-script-only onKeyDown={onKeyDown}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}search`} className="block text-sm font-semibold text-slate-900 dark:text-white">
            Find your region by county or city
          </label>
          <input
            ref={input}
            id={`${id}search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}status`}
            onFocus={() => void loadFinder().catch(() => undefined)}
            onChange={(event) => search(event.target.value)}
            onKeyDown={(event) => {
              // Enter chooses the one place found; with more, the reader picks one.
              if (event.key === 'Enter' && matches?.length === 1 && matches[0]) choose(matches[0]);
            }}
            placeholder="e.g. Kent County or Traverse City"
            className="mt-1 w-full rounded border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        <button type="button" className="btn-secondary whitespace-nowrap" onClick={locate} disabled={locating} aria-describedby={`${id}status`}>
          Use my location
        </button>
      </div>
      <p id={`${id}status`} role="status" className="mt-2 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
      {matches && matches.length > 0 ? (
        <ul ref={list} aria-label="Places found" className="mt-2 flex flex-col gap-1">
          {matches.map((match) => (
            <li key={`${match.kind}:${match.label}`}>
              <button type="button" onClick={() => choose(match)} className="w-full rounded px-2 py-1.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800">
                <span className="font-semibold">{match.label}</span> — <span className="text-slate-700 dark:text-slate-300">{match.region.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
