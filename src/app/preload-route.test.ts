import { describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '@/components/layout/query-provider';
import { blogPostQueryOptions } from '@/features/blog/get-blog-post';
import { preloadRoute } from './preload-route';

describe('preloadRoute', () => {
  it("starts a blog post's data request before the first render, in the client the pages use", async () => {
    const slug = 'sample-how-a-bill-becomes-law-in-lansing';
    await preloadRoute(`/blog/${slug}`);
    const key = blogPostQueryOptions(slug).queryKey;
    await vi.waitFor(() => expect(appQueryClient().getQueryState(key)?.status).toBe('success'));
    expect(appQueryClient().getQueryData(key)).toMatchObject({ slug });
  });

  it('loads the page module, and does nothing for paths without a route', async () => {
    await expect(preloadRoute('/privacy')).resolves.toBe(true);
    await expect(preloadRoute('/no/such/page')).resolves.toBe(true);
  });
});
