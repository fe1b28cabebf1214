import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlogPost } from './blog-schema';
import { PostView } from './blog-post-page';
import { renderWithProviders } from './blog-test-utils';

// The markdown body, made to fail to render while `bodyFails.now` is set.
const bodyFails = vi.hoisted(() => ({ now: true }));
vi.mock('./post-body', () => ({
  startMarkdownWorker: () => {},
  PostBody: ({ markdown }: { markdown: string }) => {
    if (bodyFails.now) throw new Error('the markdown renderer broke');
    return <div data-testid="post-body">{markdown}</div>;
  },
}));

const POST: BlogPost = {
  slug: 'budget-hearing',
  title: 'Budget hearing draws a crowd',
  description: 'What residents asked about road money.',
  keywords: ['Michigan', 'budget'],
  date: '2026-11-01T12:00:00Z',
  body: 'The body text.',
  image: null,
  youtubeShortsUrl: null,
};

describe('PostView: a body that cannot be rendered', () => {
  it('shows a message in place of the body, keeps the headline, offers Try again and the home page, and logs the error', async () => {
    bodyFails.now = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<PostView post={POST} slug={POST.slug} />, { path: `/blog/${POST.slug}` });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The text of this article could not be displayed. The headline and summary above are correct.');
    // The rest of the article stays.
    expect(screen.getByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.getByText(POST.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('post-body')).toBeNull();
    // Logged once by the boundary, with where it happened and the error itself.
    const logged = errors.mock.calls.filter((call) => String(call[0]).startsWith('[error] post body "budget-hearing"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]![1]).toEqual(new Error('the markdown renderer broke'));

    // Try again renders the body again; once it works, the message goes.
    bodyFails.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('post-body')).toHaveTextContent('The body text.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: POST.title })).toBeInTheDocument();
  });
});
