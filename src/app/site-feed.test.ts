import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSiteFeed } from './site-feed';

const BASE = 'https://functions.example/v1';

/** A blog service answering page 1 with three posts; `details` gives each post's get_details answer (null: a 404). */
function service(details: Record<string, Record<string, unknown> | null>): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, statusText: status === 200 ? 'OK' : 'Not Found', headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/get_metainfo')) {
      return json(200, { blogs: Object.keys(details).map((slug, i) => ({ id: String(i + 1), slug, metaTitle: slug, metaDescription: `About ${slug}` })), total: 3 });
    }
    const answer = details[url.searchParams.get('slug') ?? ''];
    const slug = url.searchParams.get('slug');
    return answer ? json(200, { slug, metaTitle: slug, metaDescription: 'About', blog: 'Body', ...answer }) : json(404, { error: 'not found' });
  };
}

const pubDates = (xml: string) => [...xml.matchAll(/<guid[^>]*>[^<]*\/blog\/([^<]+)<\/guid>\n<pubDate>([^<]+)<\/pubDate>/g)].map((m) => [m[1], m[2]]);

afterEach(() => vi.restoreAllMocks());

describe('buildSiteFeed', () => {
  it("dates each item with its post's get_details date; a post whose details fail gets the build time and a console entry", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = service({
      'road-funding': { date: '2026-10-20T15:00:00Z' },
      'lost-post': null,
      'school-board': { date: '2026-11-05T23:30:00Z' },
    });
    const { xml, fallback } = await buildSiteFeed({
      config: { baseUrl: BASE, anonKey: null, domain: 'civicledger.example', fetch: fetchImpl },
      origin: 'https://civicledger.example',
      now: new Date('2026-11-27T10:00:00Z'),
    });
    expect(fallback).toBe(false);
    expect(pubDates(xml)).toEqual([
      ['lost-post', 'Fri, 27 Nov 2026 10:00:00 GMT'],
      ['school-board', 'Thu, 05 Nov 2026 23:30:00 GMT'],
      ['road-funding', 'Tue, 20 Oct 2026 15:00:00 GMT'],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no publication date for lost-post'), expect.anything());
  });

  it('reads the sample posts with their own dates when no service is configured', async () => {
    const { xml } = await buildSiteFeed({ config: { baseUrl: null, anonKey: null, domain: 'localhost', fetch: () => Promise.reject(new Error('no network')) }, origin: 'http://localhost', now: new Date('2026-11-27T10:00:00Z') });
    const dates = pubDates(xml).map(([, date]) => Date.parse(date!));
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).not.toContain(Date.parse('2026-11-27T10:00:00Z'));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});
