/**
 * The publication's identity. Every mention of the name, contact details and
 * social profiles reads from here (pages, head tags, JSON-LD, RSS, index.html).
 * This module must stay free of `import.meta.env` so build scripts can import it.
 */
export interface SocialProfile {
  /** Visible label, e.g. "Facebook". */
  readonly label: string;
  /** Absolute https URL of the profile. Profiles without one are not rendered. */
  readonly url?: string;
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
