/**
 * The rest of the internet, as far as an audited page is concerned: every request of the pages
 * Lighthouse loads for an origin other than the audit's own (YouTube frames, publishers'
 * pictures, …) is answered by a local stand-in, so nothing leaves the machine and no failed load
 * pollutes the console. Workers are not intercepted: nothing the app fetches (feeds, blog,
 * pictures through the resizer) is rewritten. In photo-size mode a publisher's picture is the
 * fixture server's photo over a real connection, which Lighthouse's simulation counts (it takes an
 * answer made by interception as free).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const IMAGE = readFileSync(join(resolve(import.meta.dirname, '../..'), 'public/images/default-article.svg'));
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedded content</title></head><body><p>Embedded content (audit stand-in).</p></body></html>';
const HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=86400' };

/**
 * @param {{ ownOrigins: string[], photoOrigin?: string | null }} options  photoOrigin: the fixture origin in photo-size mode
 * @returns {{ answer: (request: import('puppeteer-core').HTTPRequest) => unknown, counts: Map<string, number> }}
 */
export function standIns({ ownOrigins, photoOrigin = null }) {
  const counts = new Map();
  const answer = (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || ownOrigins.includes(new URL(url).origin)) return request.continue();
    const type = request.resourceType();
    const key = `${type} ${new URL(url).origin}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (type === 'image' && photoOrigin) return request.continue({ url: `${photoOrigin}/photo.jpg?for=${encodeURIComponent(url)}` });
    if (type === 'image') return request.respond({ status: 200, contentType: 'image/svg+xml', headers: HEADERS, body: IMAGE });
    if (type === 'document') return request.respond({ status: 200, contentType: 'text/html; charset=utf-8', headers: HEADERS, body: PAGE });
    return request.respond({ status: 204, headers: HEADERS });
  };
  return { answer, counts };
}
