import { env } from '@/config/env';
import { site } from '@/config/site';

interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly description: string;
  /** Date of the latest revision, YYYY-MM-DD. */
  readonly lastUpdated: string;
  /** For the keywords meta tag. */
  readonly keywords: readonly string[];
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/**
 * Who a reader's browser contacts for story pictures, for this build's picture setting
 * (VITE_IMAGE_PROXY, src/config/env.ts): the site's own picture route, an outside resizing service,
 * or the publishers directly.
 */
export function picturePrivacy(imageProxy: string | null): string {
  const direct =
    'Pictures that come with the headlines are loaded by your browser directly from the servers of the news organizations that published them, which see ordinary technical information such as your IP address and browser type.';
  if (imageProxy === null) return direct;
  const fallback =
    'If it does not answer within about a second, your browser loads that picture directly from the publisher instead, which then sees the same information.';
  if (imageProxy.startsWith('/')) {
    return `Pictures that come with the headlines are fetched from the publishers by our own site, which sends your browser a copy sized for your screen, so the publishers do not see your visit when you look at a section page. ${fallback}`;
  }
  let host = 'an outside service';
  try {
    host = new URL(imageProxy.split('{url}').join('x').split('{width}').join('1')).hostname;
  } catch {
    // keep the generic name
  }
  const service = host === 'wsrv.nl' || host === 'images.weserv.nl' ? `${host}, an open-source image service run by the weserv project,` : `${host},`;
  return `Pictures that come with the headlines are resized for your screen by ${service} which fetches them from the publishers: your browser contacts ${host} for them, and that service sees ordinary technical information such as your IP address and browser type, under its own privacy policy. ${fallback}`;
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-24',
  description: `How ${site.name} handles information when you read the site: no accounts, a small news cache in your browser, advertising and your choices.`,
  keywords: ['privacy policy', 'reader privacy', 'local storage', 'advertising', 'YouTube privacy-enhanced mode', site.name],
  intro: `${site.name} is a free, public news site. You do not need an account to read it and we do not ask who you are. This policy explains, in plain language, what happens to information when you visit.`,
  sections: [
    {
      heading: 'What we do not collect',
      paragraphs: [
        'There are no reader accounts, passwords or profiles on this site. We do not sell personal information, and we do not ask for your name, address or phone number to read any story.',
      ],
    },
    {
      heading: 'What your browser stores',
      paragraphs: [
        'To load pages quickly, your browser keeps a copy of the latest headlines it fetched for each section in its local storage for about ten minutes. This cache holds only public headlines, summaries, links and dates from news feeds. It never leaves your device and is not sent to us.',
        'If you pick a light or dark theme, your browser remembers that choice in local storage too. You can clear both at any time through your browser settings; the site will simply fetch fresh headlines and use your system theme.',
      ],
    },
    {
      heading: 'News feeds and third-party services',
      paragraphs: [
        'Section pages show headlines from public RSS and Atom feeds published by other news organizations. Your browser requests those feeds through public relay services (sometimes called CORS proxies). Those services, and the publishers whose stories you open, see ordinary technical information such as your IP address and browser type, under their own privacy policies.',
        picturePrivacy(env.imageProxy),
        'Blog articles are loaded from our content service. Embedded videos use YouTube’s privacy-enhanced mode and load only when you choose to play them. Embedded documents and event listings load from the services that host them.',
      ],
    },
    {
      heading: 'Advertising',
      paragraphs: [
        'The site is supported by advertising. Spaces marked “Advertisement” may be filled by an advertising partner, whose scripts can set cookies or use similar technologies to measure and select ads. You can limit this with your browser’s privacy controls, content blockers, or industry opt-out tools.',
      ],
    },
    {
      heading: 'Newsletter and messages',
      paragraphs: [
        'If you sign up for a newsletter or write to the newsroom, we use your e-mail address only to send what you asked for and to reply to you. Every newsletter contains an unsubscribe link. We keep correspondence only as long as it is useful for reporting, corrections or legal obligations.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['The site is intended for a general audience. We do not knowingly collect personal information from children under 13.'],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We will update this page when our practices change and show the date of the latest revision above. Questions about privacy can be sent to ${site.editorEmail} or by phone at ${site.phone}.`,
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-23',
  description: `The terms for reading and sharing ${site.name}: use of our journalism, links to other sites, advertising, corrections and liability.`,
  keywords: ['terms of service', 'terms of use', 'copyright', 'corrections', 'advertising', site.name],
  intro: `These terms apply to everyone who reads ${site.name}. By using the site you agree to them. They are written to be read, not just accepted; if something is unclear, contact the newsroom.`,
  sections: [
    {
      heading: 'Using our journalism',
      paragraphs: [
        'You are welcome to read, print and share links to our stories for personal, non-commercial use. Quoting short excerpts with a link back and credit to the publication is fine. Republishing whole articles, images or the site’s design requires written permission from the editor.',
      ],
    },
    {
      heading: 'Headlines from other publishers',
      paragraphs: [
        'Section pages show headlines and summaries from public feeds of other news organizations, with links to the original stories. Those stories belong to their publishers, who are responsible for their content. A link does not mean we endorse a site or its views.',
      ],
    },
    {
      heading: 'Accuracy and corrections',
      paragraphs: [
        'We work to get every fact right and correct errors promptly and openly. If you believe something we published is wrong, write to the newsroom with the page address and the detail in question. Sample and illustrative articles on the site are labelled as such and are not news reports.',
      ],
    },
    {
      heading: 'Advertising',
      paragraphs: [
        'The site shows advertising to pay for its reporting. Advertisements are clearly labelled and are not part of our editorial content. Advertisers have no say over what we cover.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Please do not try to disrupt the site, overload it with automated requests, or use it to distribute malware. Feed readers and search engines are welcome to use our published RSS feed and sitemap.',
      ],
    },
    {
      heading: 'No warranty and limitation of liability',
      paragraphs: [
        'The site is provided as is. Information here is for general news and civic purposes and is not legal, medical or financial advice. To the extent permitted by Michigan and federal law, we are not liable for losses arising from use of the site or of sites it links to.',
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        `These terms are governed by the laws of the State of Michigan. We may update them; the date above shows the latest revision. Questions: ${site.editorEmail}.`,
      ],
    },
  ],
};
