import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { faqPageJsonLd, localNewsArticleJsonLd, newsArticleJsonLd, organizationJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

const ORIGIN = 'https://news.example';

describe('JSON-LD builders', () => {
  it('describes the organization from the site config', () => {
    const org = organizationJsonLd(ORIGIN);
    expect(org['@type']).toBe('NewsMediaOrganization');
    expect(org.name).toBe(site.name);
    expect(org.url).toBe(`${ORIGIN}/`);
    // Only social profiles with a destination are listed.
    expect(org.sameAs).toEqual([]);
  });

  it('gives the WebSite a SearchAction to /search?q=', () => {
    const website = websiteJsonLd(ORIGIN) as { potentialAction: { target: { urlTemplate: string }; 'query-input': string } };
    expect(website.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search?q={search_term_string}`);
    expect(website.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('builds a NewsArticle with the staff byline by default and omits missing fields', () => {
    const article = newsArticleJsonLd(ORIGIN, { headline: 'Budget vote', description: 'd', url: `${ORIGIN}/a`, datePublished: '2026-11-01T00:00:00.000Z', keywords: ['a', 'b'] });
    expect(article['@type']).toBe('NewsArticle');
    expect(article.author).toEqual({ '@type': 'Organization', name: `${site.name} Staff`, url: `${ORIGIN}/` });
    expect(article.keywords).toBe('a, b');
    expect(article.dateModified).toBe('2026-11-01T00:00:00.000Z');
    expect(article).not.toHaveProperty('image');
  });

  it('adds a Michigan place to local news', () => {
    const local = localNewsArticleJsonLd(ORIGIN, { headline: 'h', description: 'd', url: `${ORIGIN}/x` }, 'Detroit');
    expect(local.contentLocation).toMatchObject({ '@type': 'Place', name: 'Detroit' });
  });

  it('builds an FAQPage from entries', () => {
    const faq = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }]) as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity[0]).toMatchObject({ name: 'Q?', acceptedAnswer: { text: 'A.' } });
  });
});

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script element, and JSON.parse reads it back', () => {
    const data = { headline: '</script><script>alert(1)</script> & \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual(data);
  });
});
