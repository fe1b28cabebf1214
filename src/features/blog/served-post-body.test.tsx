import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from './blog-schema';
import { PostView, preloadPostBody } from './blog-post-page';
import { POST_BODY_KEY_ATTRIBUTE, postBodyKey, servedPostBody } from './served-post-body';
import { renderWithProviders } from './blog-test-utils';

const MARKDOWN = '## What changed\n\n- [x] Hearing held\n\nSee the [county site](https://county.example/budget).';
const SERVED_HTML = '<h2>What changed</h2><ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" checked="" aria-label="Completed task"> Hearing held</li></ul><p>The served body, as the build rendered it.</p>';

const post: BlogPost = {
  slug: 'budget-hearing',
  title: 'Budget hearing draws a crowd',
  description: 'What residents asked about road money.',
  keywords: ['budget'],
  date: '2026-11-01T12:00:00Z',
  body: MARKDOWN,
  image: null,
  youtubeShortsUrl: null,
};

// The served page, as the browser receives it: the build's body carries the key of its markdown.
window.history.replaceState(null, '', '/blog/budget-hearing');
const served = document.createElement('div');
served.setAttribute(POST_BODY_KEY_ATTRIBUTE, postBodyKey(MARKDOWN));
served.innerHTML = SERVED_HTML;
document.body.append(served);
const captured = servedPostBody();
served.remove();

describe('a post body the build rendered', () => {
  it('is read from the served page once, with the path it was served at', () => {
    expect(captured).toEqual({ path: '/blog/budget-hearing', key: postBodyKey(MARKDOWN), html: SERVED_HTML });
    expect(servedPostBody()).toBe(captured);
  });

  it('is kept as served when the markdown is the one it was built from: the markdown renderer is not needed', async () => {
    await expect(preloadPostBody('budget-hearing')).resolves.toBeUndefined();
    renderWithProviders(<PostView post={post} slug="budget-hearing" />, { path: '/blog/budget-hearing' });
    const body = screen.getByTestId('post-body');
    expect(body.innerHTML).toBe(SERVED_HTML);
    expect(body).toHaveAttribute(POST_BODY_KEY_ATTRIBUTE, postBodyKey(MARKDOWN));
    // Its task boxes stay read-only, as the renderer's own are.
    const box = screen.getByRole('checkbox', { name: 'Completed task' });
    await userEvent.click(box);
    expect(box).toBeChecked();
  });

  it('gives way to the markdown renderer when the post changed since the build', async () => {
    const changed = { ...post, body: `${MARKDOWN}\n\nA correction was added.` };
    renderWithProviders(<PostView post={changed} slug="budget-hearing" />, { path: '/blog/budget-hearing' });
    // The markdown renderer is a chunk of its own, loaded now: allow a loaded host its time.
    expect(await screen.findByText('A correction was added.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('post-body')).toHaveAttribute(POST_BODY_KEY_ATTRIBUTE, postBodyKey(changed.body));
    expect(screen.queryByText('The served body, as the build rendered it.')).toBeNull();
  });
});
