/** The four fixed community events shown on the home page teaser and on /local-events. */
export interface CommunityEvent {
  readonly id: string;
  /** ISO date (YYYY-MM-DD). */
  readonly date: string;
  readonly name: string;
  readonly place: string;
  readonly description: string;
}

export const fixedEvents: readonly CommunityEvent[] = [
  {
    id: 'budget-town-hall',
    date: '2026-12-03',
    name: 'Community Budget Town Hall',
    place: 'Detroit Public Library, Main Branch',
    description: 'Residents can ask questions about next year’s city budget priorities. Open to the public; no registration required.',
  },
  {
    id: 'winter-farmers-market',
    date: '2026-12-06',
    name: 'Winter Farmers Market',
    place: 'Eastern Market, Shed 5',
    description: 'Michigan growers and food makers sell winter produce, baked goods and preserves indoors.',
  },
  {
    id: 'voter-registration-drive',
    date: '2026-12-10',
    name: 'Voter Registration and ID Help Day',
    place: 'Lansing Public Library',
    description: 'Volunteers help residents check their registration and learn what ID Michigan accepts at the polls.',
  },
  {
    id: 'great-lakes-water-forum',
    date: '2026-12-13',
    name: 'Great Lakes Water Quality Forum',
    place: 'Grand Rapids Public Museum',
    description: 'A public panel on drinking water, lead service line replacement and what residents can test at home.',
  },
];
