import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderAppShell } from './render-page';

describe('the app-shell fallback page', () => {
  it('carries a title and the site keywords in its head, once', async () => {
    const { head, pageData } = await renderAppShell();
    expect(pageData.path).toBeNull();
    expect(head.match(/<title>[^<]+<\/title>/g)).toHaveLength(1);
    const keywords = [...head.matchAll(/<meta name="keywords" content="([^"]*)"\/?>/g)].map((match) => match[1]);
    expect(keywords).toEqual([site.keywords.join(', ')]);
    expect(keywords[0]?.trim()).not.toBe('');
  });
});
