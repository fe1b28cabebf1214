/**
 * The publication's identity. Every mention of the name, contact details and
 * social profiles reads from here (pages, head tags, JSON-LD, RSS, index.html).
 * This module must stay free of `import.meta.env` so build scripts can import it.
 */
interface SocialProfile {
  /** Visible label, e.g. "Facebook". */
  readonly label: string;
  /** Absolute https URL of the profile. Profiles without one are not rendered. */
  readonly url?: string;
}

/** The home page's "Breaking" banner, as editors set it (checked by src/config/breaking-news.ts). */
export interface BreakingNewsSetting {
  /** The line the banner shows: plain text, required. */
  readonly text: string;
  /** Optional: where the line leads, a path on this site ('/politics') or an http(s) address. */
  readonly link?: string;
  /**
   * Optional: when the line stops running, an ISO 8601 date and time with its offset
   * ('2026-12-01T18:00:00-05:00'). From then on the banner shows the default line again.
   */
  readonly until?: string;
}

/** What the banner says when editors have nothing more pressing to announce. */
export const BREAKING_DEFAULT_TEXT = 'Live coverage of Michigan government, the courts and our communities.';

interface FeaturedVideo {
  /** The 11-character YouTube video id. */
  readonly youtubeId: string;
  /** What the video is about; shown on the play button and used as the player's title. */
  readonly title: string;
}

export const site = {
  name: 'Michigan Civic Ledger',
  shortName: 'Civic Ledger',
  tagline: 'Independent news for every corner of Michigan',
  description:
    'Michigan Civic Ledger is an independent civic news site covering state government, courts, local communities and the issues that shape life in all 83 Michigan counties.',
  about:
    'An independent, reader-supported newsroom based in Detroit. We follow state and local government, the courts and the communities they serve, and we explain how decisions in Lansing and city halls reach Michigan households.',
  editorEmail: 'newsroom@civicledger.example',
  phone: '(313) 555-0142',
  phoneHref: 'tel:+13135550142',
  location: 'Detroit, Michigan',
  locale: 'en-US',
  language: 'en-US',
  /** The newsroom's time zone: event dates and times are written and shown in it, whatever the reader's own zone. */
  timeZone: 'America/Detroit',
  /** Keywords for pages that have none of their own (home, legal pages, loading and error states). */
  keywords: ['Michigan news', 'Michigan politics', 'Michigan courts', 'Detroit', 'Lansing', 'local government', 'civic news'] as readonly string[],
  /**
   * Editors: the "Breaking" banner at the top of home (docs/editorial.md). `text` is required; an
   * empty one stops the build with a message. `link` and `until` are optional (BreakingNewsSetting).
   */
  breakingNews: { text: BREAKING_DEFAULT_TEXT } as BreakingNewsSetting,
  /**
   * Editors: the home page's featured YouTube video. `youtubeId` is the 11-character id from the
   * video's address (youtube.com/watch?v=ID or youtu.be/ID); `title` says what the video is, for the
   * play button and screen readers. Set it to `null` to leave the video box out. Nothing is requested
   * from YouTube until a reader presses play (docs/editorial.md).
   */
  featuredVideo: { youtubeId: 'M7lc1UVf-VE', title: 'YouTube Developers Live: Embedded Web Player Customization' } as FeaturedVideo | null,
  logoPath: '/logo.svg',
  /** Default social-card image, served from public/. */
  defaultImagePath: '/og-default.png',
  themeColor: { light: '#ffffff', dark: '#0f172a' },
  /** Optional profiles: only entries with a `url` are rendered as links. */
  social: [
    { label: 'Facebook' },
    { label: 'X (Twitter)' },
    { label: 'Instagram' },
    { label: 'YouTube' },
  ] as readonly SocialProfile[],
} as const;

/** Byline used when a story has no named author. */
export const staffByline = `${site.name} Staff`;

/** "{title} | {site name}" — the one title pattern of every page. */
export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** The social profiles that have a destination. */
export function linkedSocialProfiles(): Array<Required<SocialProfile>> {
  return site.social.filter((p): p is Required<SocialProfile> => typeof p.url === 'string' && /^https:\/\//.test(p.url));
}
