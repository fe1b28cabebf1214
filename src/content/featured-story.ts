import { site } from '@/config/site';

/**
 * The featured story at /dunamis-charge-fox2: a page about a local television
 * segment. It describes the segment as a segment, quotes nobody and names no
 * private individuals; it sends readers to the broadcaster for the segment itself.
 */
export interface FeaturedImage {
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

interface FeaturedSection {
  readonly heading: string;
  /** Paragraphs separated by blank lines. Plain text. */
  readonly body: string;
  readonly image?: FeaturedImage;
}

export interface FeaturedStory {
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly author: string;
  /** ISO 8601 date-time of publication. */
  readonly date: string;
  readonly heroImage: FeaturedImage;
  readonly intro: string;
  readonly sections: readonly FeaturedSection[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
  /** Internal links at the end of the story. */
  readonly related: readonly { readonly label: string; readonly to: string; readonly description: string }[];
  /** Where readers can find the broadcaster's own coverage. */
  readonly broadcaster: { readonly name: string; readonly url: string };
  readonly tags: readonly string[];
}

export const featuredStory: FeaturedStory = {
  slug: 'dunamis-charge-fox2',
  path: '/dunamis-charge-fox2',
  title: 'Dunamis Charge Featured in a FOX 2 Detroit Segment',
  description:
    'A local television segment on FOX 2 Detroit introduced viewers to Dunamis Charge. Here is what kind of segment it was, how community features reach the air and where to watch.',
  category: 'Community',
  author: `${site.shortName} Community Desk`,
  date: '2026-11-14T09:00:00-05:00',
  heroImage: {
    src: '/images/editorial/featured-tv-studio.svg',
    alt: 'Illustration of a television studio camera facing a brightly lit news set',
    caption: 'Local stations regularly set aside airtime for community features. Illustration.',
  },
  intro:
    'Dunamis Charge was the subject of a segment on FOX 2 Detroit, a television station serving metro Detroit. This page describes the segment for readers who missed it or heard about it secondhand, explains how community features like it come together, and points to where the station publishes its segments.',
  sections: [
    {
      heading: 'About the segment',
      body: `The piece aired as a local feature segment, the kind of short story that stations use to introduce viewers to organizations, people and projects in their area. Segments like this typically run a few minutes, combining conversation on set or on location with footage of the organization's work and the station's own narration.

Our newsroom did not produce the segment and did not take part in it. We describe it here in general terms only; we do not transcribe or quote it. For its exact content and wording, please watch the segment itself on the station's website or apps.

We have not independently reported on Dunamis Charge, and this page does not evaluate the organization or its work. Readers who want to learn more about the organization should rely on its own public materials and on the segment.`,
    },
    {
      heading: 'How local TV community features come together',
      body: `Community features usually start with a pitch. Organizations, viewers and station staff suggest stories to a station's assignment desk or to the producers of a particular show, such as a morning program. Producers choose stories that they think will interest their audience and fit the time available.

Once a story is chosen, a crew may record on location or invite guests to the studio. Editors then cut the material to fit the show's timing, often to just a few minutes, and the station adds graphics and an introduction. After broadcast, many stations post the segment on their website and streaming apps, where it can be found by searching for the name of the organization or show.

Because segments are short and edited for time, they are best understood as an introduction. They rarely cover every side of a subject, and they are not a substitute for the organization's own information or for independent reporting.`,
      image: {
        src: '/images/editorial/featured-broadcast.svg',
        alt: 'Illustration of a broadcast tower sending signals over a city skyline',
        caption: 'After broadcast, many stations post segments online. Illustration.',
      },
    },
    {
      heading: 'Why we feature local media coverage',
      body: `Michigan's local television stations, radio stations, newspapers and community outlets together form the state's news ecosystem. When one of them introduces an organization to a wide audience, readers often look for more context: where to watch, what a segment is and is not, and how to get involved in their own community.

We publish pages like this one to answer those questions plainly. We link to the broadcaster for its own work, we label what we have and have not reported ourselves, and we point readers toward community events and resources across Michigan.`,
    },
    {
      heading: 'Where to watch',
      body: `FOX 2 Detroit publishes many of its segments on its website and streaming apps. Search the station's site for "Dunamis Charge" to find the segment and any related coverage. Availability is decided by the station, and older segments are sometimes removed.

If you cannot find the segment, the station's viewer services can tell you whether it is still available online.`,
    },
  ],
  faq: [
    {
      question: `Did ${site.name} produce the FOX 2 segment?`,
      answer: `No. The segment was produced and aired by FOX 2 Detroit. ${site.name} did not take part in it; this page describes it for our readers and links to the station.`,
    },
    {
      question: 'Is this page paid or sponsored content?',
      answer: 'No. This page is not advertising and no one paid for it. Advertising on our site appears only in spaces labeled "Advertisement".',
    },
    {
      question: 'Why does this page not quote the segment?',
      answer:
        'We describe the segment in general terms and do not quote it, so that readers hear the segment’s content in its original form and context. Watch the segment on the station’s website for exact wording.',
    },
    {
      question: 'How can a community organization be considered for a local TV feature?',
      answer:
        'Most stations accept story ideas through their assignment desk or the contact pages of individual shows. Send a short description of what you do, why it matters to local viewers now and how to reach you. Stations decide independently which stories to cover.',
    },
    {
      question: `How do I suggest a community story to ${site.name}?`,
      answer: `Email ${site.editorEmail} with a short description, the community involved and how to reach you. We read every suggestion, and we reply within 24 to 48 hours on business days when we need more information.`,
    },
  ],
  related: [
    { label: 'Local events', to: '/local-events', description: 'Town halls, markets and public forums across Michigan.' },
    { label: 'Frequently asked questions', to: '/faq', description: 'How we choose stories, corrections, tips and contacting the newsroom.' },
    { label: 'Partners and resources', to: '/partners', description: 'Civic guides to share with your community.' },
    { label: 'Local news', to: '/local-news', description: 'Headlines from communities around the state.' },
  ],
  broadcaster: { name: 'FOX 2 Detroit', url: 'https://www.fox2detroit.com/' },
  tags: ['Community', 'Local media', 'Detroit', 'Television'],
};
