import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURT_LINKS, courtArticles } from '@/content/court-articles';
import { renderWithProviders } from './blog-test-utils';
import { CourtArticlePage } from './court-article-page';

describe.each(courtArticles.map((a) => [a.slug, a] as const))('CourtArticlePage %s', (_slug, article) => {
  it('renders the article with images, ad slots, FAQ, internal links and a back link', () => {
    const { container } = renderWithProviders(<CourtArticlePage article={article} />, { path: `/blog/${article.slug}` });
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: article.image.alt })).toHaveAttribute('src', article.image.src);
    expect(screen.getAllByRole('complementary', { name: /^Advertisement/ }).length).toBeGreaterThanOrEqual(2);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const entry of article.faq) expect(within(faq).getByText(entry.question)).toBeInTheDocument();
    const backLinks = screen.getAllByRole('link', { name: /Back to Blog/ });
    expect(backLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/blog');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(COURT_LINKS.familyCourts);
    expect(hrefs).toContain(COURT_LINKS.childProtectionLaws);
    // Internal links stay in the tab.
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('target');
  });

  it('writes a NewsArticle and an FAQPage JSON-LD block', async () => {
    renderWithProviders(<CourtArticlePage article={article} />, { path: `/blog/${article.slug}` });
    await waitFor(() => expect(document.title).toBe(`${article.title} | Michigan Civic Ledger`));
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'FAQPage']));
  });
});
