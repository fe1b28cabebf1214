import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedEvents } from '@/content/events';
import { hydrateServed } from '@/test/hydrate';
import { EventsPage } from './events-page';
import { EventsTeaser } from './events-teaser';

/*
 * The site is rendered at build time and hydrated in the browser, where the
 * clock (and the time zone) differ. These tests render as the build does, then
 * hydrate with the reader's clock somewhere else, and check that hydration
 * matches the HTML (no recoverable errors) and that the reader then sees the
 * events split by their own clock.
 */
const BEFORE_ALL = new Date('2026-11-23T15:00:00Z');
const AFTER_LAST = new Date('2027-01-10T15:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

/** Renders as the build does with the build's clock, then hydrates with the reader's (a different day). */
async function buildThenHydrate(element: () => ReactElement, readerNow: Date) {
  const ui = () => <MemoryRouter initialEntries={['/local-events']}>{element()}</MemoryRouter>;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(readerNow.getTime() === AFTER_LAST.getTime() ? BEFORE_ALL : AFTER_LAST);
  const html = renderToString(ui());
  vi.setSystemTime(readerNow);
  const recoverable = vi.fn();
  await hydrateServed(html, ui(), recoverable);
  return { html, recoverable };
}

describe('events page across build and hydration', () => {
  const page = () => <EventsPage events={fixedEvents} embedUrl={null} />;

  it('the build lists the events by date without calling them upcoming or past', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AFTER_LAST);
    const html = renderToString(<MemoryRouter>{page()}</MemoryRouter>);
    expect(html).toContain('Community events');
    expect(html).not.toMatch(/Upcoming|Past event/);
    const order = fixedEvents.map((e) => html.indexOf(e.name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Michigan's calendar day and wall-clock time, whatever zone the build runs in.
    expect(html).toContain('Thursday, December 3, 2026');
    expect(html).toContain('6–8 p.m.');
  });

  it('with a clock after the last event: hydrates cleanly, then shows every event as past and none as upcoming', async () => {
    const { recoverable } = await buildThenHydrate(page, AFTER_LAST);
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming community events' })).toBeInTheDocument();
    expect(screen.getByTestId('no-upcoming-events')).toHaveTextContent('No upcoming events are listed right now.');
    expect(screen.queryByTestId('upcoming-events')).toBeNull();
    const past = screen.getByTestId('past-events');
    const items = within(past).getAllByRole('listitem');
    expect(items).toHaveLength(fixedEvents.length);
    for (const item of items) expect(item).toHaveTextContent('Past event');
    // Most recent first.
    expect(items[0]).toHaveTextContent('Great Lakes Water Quality Forum');
  });

  it('with a clock before the first event: hydrates cleanly, then shows all four as upcoming, soonest first', async () => {
    const { recoverable } = await buildThenHydrate(page, BEFORE_ALL);
    expect(recoverable).not.toHaveBeenCalled();
    const upcoming = within(screen.getByTestId('upcoming-events')).getAllByRole('listitem');
    expect(upcoming.map((li) => li.getAttribute('data-event-id'))).toEqual(['budget-town-hall', 'winter-farmers-market', 'voter-registration-drive', 'great-lakes-water-forum']);
    expect(screen.queryByText('Past event')).toBeNull();
    expect(screen.queryByTestId('past-events')).toBeNull();
  });

  it('between events: the finished ones move to Past events', async () => {
    // Dec 7, noon in Detroit: the town hall (Dec 3) and the market (Dec 6) are over.
    await buildThenHydrate(page, new Date('2026-12-07T17:00:00Z'));
    expect(within(screen.getByTestId('upcoming-events')).getAllByRole('listitem').map((li) => li.getAttribute('data-event-id'))).toEqual([
      'voter-registration-drive',
      'great-lakes-water-forum',
    ]);
    expect(within(screen.getByTestId('past-events')).getAllByRole('listitem').map((li) => li.getAttribute('data-event-id'))).toEqual([
      'winter-farmers-market',
      'budget-town-hall',
    ]);
  });
});

describe('home events teaser across build and hydration', () => {
  const teaser = () => <EventsTeaser events={fixedEvents} />;

  it('after the last event: hydrates cleanly, then leaves past events out and says so', async () => {
    const { html, recoverable } = await buildThenHydrate(teaser, AFTER_LAST);
    expect(html).not.toContain('No upcoming events');
    expect(recoverable).not.toHaveBeenCalled();
    const section = screen.getByRole('region', { name: 'Local Events' });
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
    expect(section).toHaveTextContent('No upcoming events are listed right now.');
    expect(within(section).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/local-events');
  });

  it('before the first event: the four events, soonest first, with Michigan dates and times', async () => {
    const { recoverable } = await buildThenHydrate(teaser, BEFORE_ALL);
    expect(recoverable).not.toHaveBeenCalled();
    const items = within(screen.getByRole('region', { name: 'Local Events' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Thu, Dec 3Community Budget Town Hall6–8 p.m. · Detroit Public Library');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-12-03');
    expect(items[0]!.querySelectorAll('time')[1]).toHaveAttribute('datetime', '2026-12-03T18:00-05:00');
  });
});
