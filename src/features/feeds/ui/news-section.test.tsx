import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import type { Article } from '@/lib/article';
import { FeaturedArticle, pickFeatured } from './featured-article';
import { NewsSection } from './news-section';

const politics = categoryBySlug('politics')!;
const article = (n: number, extra: Partial<Article> = {}): Article => ({
  id: `p${n}`,
  title: `Story ${n}`,
  excerpt: `Summary ${n}`,
  link: `https://news.example.com/${n}`,
  image: null,
  date: '2026-11-20T10:00:00.000Z',
  author: n === 1 ? 'Sample Reporter' : null,
  category: 'Politics/Government',
  ...extra,
});
const ready = (articles: Article[]) => ({ articles, isFetching: false, isLoading: false, isPlaceholder: false });
const loading = { articles: null, isFetching: true, isLoading: true, isPlaceholder: false };

function renderSection(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('NewsSection', () => {
  it('shows at most 5 cards, each an <article> with its whole title in the heading, and a view-all link', () => {
    renderSection(<NewsSection category={politics} state={ready(Array.from({ length: 8 }, (_, i) => article(i + 1)))} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Story 1');
    expect(within(cards[0]!).getByText('By Sample Reporter')).toBeInTheDocument();
    const link = within(cards[0]!).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/politics');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Politics / Government');
  });

  it('while loading shows skeletons when asked, else a "Loading … news..." line', () => {
    const { container, unmount } = renderSection(<NewsSection category={politics} state={loading} skeletons={3} />);
    expect(container.querySelectorAll('[data-testid="card-skeleton"]')).toHaveLength(3);
    unmount();
    renderSection(<NewsSection category={politics} state={loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Politics/Government news...');
  });

  it('leaves out excluded articles (the featured one)', () => {
    renderSection(<NewsSection category={politics} state={ready([article(1), article(2)])} excludeIds={['p1']} />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('a card without a link opens the example article page', () => {
    renderSection(<NewsSection category={politics} state={ready([article(1, { link: null, placeholder: true })])} />);
    expect(within(screen.getByRole('article')).getByRole('link')).toHaveAttribute('href', '/article-example');
  });
});

describe('featured article', () => {
  it('is the first article with a title across the lists, in order', () => {
    expect(pickFeatured([null, [], [article(7, { title: '  ' }), article(8)], [article(9)]])!.id).toBe('p8');
    expect(pickFeatured([null, null])).toBeNull();
  });

  it('shows a placeholder until known, then a highlighted card', () => {
    const { rerender } = renderSection(<FeaturedArticle article={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the featured story...');
    rerender(
      <MemoryRouter>
        <FeaturedArticle article={article(1)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-featured', 'true');
  });
});
