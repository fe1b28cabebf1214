import { site, staffByline } from '@/config/site';

/**
 * Builders for the site's JSON-LD. They return plain objects; `serializeJsonLd`
 * turns one into text safe to place inside a <script> element.
 */
export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsMediaOrganization',
    '@id': `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: `${origin}${site.logoPath}`, width: 144, height: 144 },
    email: site.editorEmail,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Detroit',
      addressRegion: 'MI',
      addressCountry: 'US',
    },
    sameAs: site.social.flatMap((p) => (p.url ? [p.url] : [])),
  };
}

export function websiteJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    inLanguage: site.language,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

interface NewsArticleInput {
  readonly headline: string;
  readonly description: string;
  readonly url: string;
  readonly image?: string | null;
  readonly datePublished?: string | null;
  readonly dateModified?: string | null;
  readonly authorName?: string;
  readonly keywords?: readonly string[];
  readonly section?: string;
}

export function newsArticleJsonLd(origin: string, input: NewsArticleInput, type = 'NewsArticle'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    headline: input.headline.slice(0, 110),
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified || input.datePublished ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    author: { '@type': 'Organization', name: input.authorName ?? staffByline, url: `${origin}/` },
    publisher: {
      '@type': 'NewsMediaOrganization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: `${origin}${site.logoPath}` },
    },
    ...(input.keywords && input.keywords.length > 0 ? { keywords: input.keywords.join(', ') } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
    inLanguage: site.language,
  };
}

/** A local-news story: a NewsArticle about a place in Michigan. */
export function localNewsArticleJsonLd(origin: string, input: NewsArticleInput, place = 'Michigan'): JsonLd {
  return {
    ...newsArticleJsonLd(origin, input),
    contentLocation: { '@type': 'Place', name: place, address: { '@type': 'PostalAddress', addressRegion: 'MI', addressCountry: 'US' } },
    spatialCoverage: { '@type': 'Place', name: place },
  };
}

interface FaqInput {
  readonly question: string;
  readonly answer: string;
}

export function faqPageJsonLd(entries: readonly FaqInput[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/**
 * JSON text for a <script type="application/ld+json"> element: `<`, `>`, `&`
 * and the JS line separators are escaped so the text can never close the
 * script element; `JSON.parse` reads the same object back.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
