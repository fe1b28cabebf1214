/**
 * The newsroom's community event picks, shown on home and /local-events. Dates and times are
 * Michigan wall-clock time: write what the poster says. Order does not matter (docs/editorial.md).
 */
export interface CommunityEvent {
  readonly id: string;
  /** Calendar day in Michigan, YYYY-MM-DD. */
  readonly date: string;
  /** Start time in Michigan, 24-hour HH:MM. */
  readonly startTime: string;
  /** End time in Michigan, 24-hour HH:MM, later than the start on the same day. */
  readonly endTime: string;
  readonly name: string;
  readonly place: string;
  readonly description: string;
}

export const fixedEvents: readonly CommunityEvent[] = [
  {
    id: 'budget-town-hall',
    date: '2026-12-03',
    startTime: '18:00',
    endTime: '20:00',
    name: 'Community Budget Town Hall',
    place: 'Detroit Public Library, Main Branch',
    description: 'Residents can ask questions about next year’s city budget priorities. Open to the public; no registration required.',
  },
  {
    id: 'winter-farmers-market',
    date: '2026-12-06',
    startTime: '09:00',
    endTime: '14:00',
    name: 'Winter Farmers Market',
    place: 'Eastern Market, Shed 5',
    description: 'Michigan growers and food makers sell winter produce, baked goods and preserves indoors.',
  },
  {
    id: 'voter-registration-drive',
    date: '2026-12-10',
    startTime: '10:00',
    endTime: '16:00',
    name: 'Voter Registration and ID Help Day',
    place: 'Lansing Public Library',
    description: 'Volunteers help residents check their registration and learn what ID Michigan accepts at the polls.',
  },
  {
    id: 'great-lakes-water-forum',
    date: '2026-12-13',
    startTime: '18:30',
    endTime: '20:30',
    name: 'Great Lakes Water Quality Forum',
    place: 'Grand Rapids Public Museum',
    description: 'A public panel on drinking water, lead service line replacement and what residents can test at home.',
  },
];
