/**
 * nginx's side of the image and feed routes, run by njs. scripts/host-configs.ts bundles it into
 * deploy/nginx-routes.js with the allowlist and widths written in, so nginx checks requests with
 * the same code the Worker and the Netlify function run.
 *
 * - `verdict`, `source`, `width` (js_set): the request's canonical address and width, or the
 *   status refusing it;
 * - `fetchPicture` (js_content, on an image cache miss): fetches within IMAGE_LIMITS, following
 *   redirects by hand to allowed addresses only, and passes on a picture nginx's image filter can
 *   resize, else a 502;
 * - `fetchFeed` (js_content, on a feed cache miss): fetches a catalogued feed within the feed
 *   route's limits and sends it trimmed, with its ETag, as the other hosts do.
 */
import { canonicalAddress, canonicalImageRequest, IMAGE_ACCEPT, IMAGE_LIMITS, IMAGE_TYPE, parseHttpsAddress, redirectTarget, type RequestVerdict } from './image-address';
import { feedBody } from './feed-body';
import { pictureSize } from './picture-header';
import type { AllowEntry } from '../src/config/image-hosts';
import { exceedsCap } from '../src/contracts/limits';

/** Written in by the bundler (scripts/host-configs.ts). */
declare const CIVIC_IMAGE_ALLOWLIST: AllowEntry[];
declare const CIVIC_IMAGE_WIDTHS: number[];
declare const CIVIC_FEED_URLS: string[];
/** src/contracts' FEED_ROUTE_ACCEPT, FEED_MAX_BYTES and FEED_ROUTE_READ_TIMEOUT_SECONDS, written in as values (the bundle carries only what njs runs). */
declare const CIVIC_FEED_LIMITS: { accept: string; maxBytes: number; timeoutSeconds: number };
/** True in every deploy; false only for a benchmark comparing untrimmed feeds. */
declare const CIVIC_FEED_TRIM: boolean;

interface NjsReply {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}
interface NjsRequest {
  readonly variables: Record<string, string | undefined>;
  readonly headersIn: Record<string, string | undefined>;
  readonly headersOut: Record<string, string>;
  return(status: number, body?: string | Buffer): void;
  internalRedirect(uri: string): void;
  warn(message: string): void;
}
declare const ngx: { fetch(url: string, init: Record<string, unknown>): Promise<NjsReply> };

function checkRequest(r: NjsRequest): RequestVerdict {
  return canonicalImageRequest(r.variables.args || '', CIVIC_IMAGE_WIDTHS, CIVIC_IMAGE_ALLOWLIST);
}

/** "200", or the status refusing the request. */
function verdict(r: NjsRequest): string {
  const checked = checkRequest(r);
  return checked.ok ? '200' : String(checked.status);
}

/** The canonical address ("" when refused). */
function source(r: NjsRequest): string {
  const checked = checkRequest(r);
  return checked.ok ? checked.url : '';
}

/** The width ("" when refused). */
function width(r: NjsRequest): string {
  const checked = checkRequest(r);
  return checked.ok ? String(checked.width) : '';
}

const REDIRECTS = [301, 302, 303, 307, 308];
const IMAGE_HEADERS = { Accept: IMAGE_ACCEPT, 'User-Agent': 'Mozilla/5.0 (compatible; civic-ledger-images/1.0)' };
const FEED_HEADERS = { Accept: CIVIC_FEED_LIMITS.accept, 'User-Agent': 'Mozilla/5.0 (compatible; civic-ledger-feed-cache/1.0)' };
/** A test stand-in's origin (the generated config sets one only in tests). */
const LOOPBACK = /^http:\/\/127\.0\.0\.1:[0-9]+$/;

/**
 * One GET with the body read whole, cut just past `maxBytes` however it is sent. njs 0.7 lets a
 * chunked body grow to ten times `max_response_body_size` but any other only to it, so the first
 * try asks for a tenth of the cap and a body refused as too large is asked again at the cap. A body
 * cut short is over the cap, so the caller's `exceedsCap` refuses it as every other host does.
 */
async function fetchCapped(target: string, headers: Record<string, string>, maxBytes: number): Promise<{ status: number; headers: NjsReply['headers']; bytes: ArrayBuffer }> {
  let reply: NjsReply;
  try {
    reply = await ngx.fetch(target, { method: 'GET', headers, max_response_body_size: Math.ceil((maxBytes + 1) / 10) });
  } catch (error) {
    if (!/body is too large/.test(String(error))) throw error;
    reply = await ngx.fetch(target, { method: 'GET', headers, max_response_body_size: maxBytes + 1 });
  }
  // njs does not allow `await` inside another call's arguments.
  const bytes = await reply.arrayBuffer();
  return { status: reply.status, headers: reply.headers, bytes };
}

async function fetchPicture(r: NjsRequest): Promise<void> {
  let done = false;
  const finish = (status: 200 | 502, reason: string, body?: Buffer, type?: string) => {
    if (done) return;
    done = true;
    if (status !== 200) {
      r.warn(`[images] ${r.headersIn['X-Civic-Image-Source'] || ''}: ${reason}`);
      // Answered by a location without the image filter (which must not see a refusal).
      r.internalRedirect('@civic_image_unavailable');
      return;
    }
    r.headersOut['Content-Type'] = type || 'application/octet-stream';
    r.return(200, body);
  };
  const timer = setTimeout(() => finish(502, `no answer within ${IMAGE_LIMITS.timeoutMs} ms`), IMAGE_LIMITS.timeoutMs);
  try {
    let checked = canonicalAddress(r.headersIn['X-Civic-Image-Source'] || '', CIVIC_IMAGE_ALLOWLIST);
    const upstream = r.variables.civic_image_upstream || '';
    for (let hop = 0; ; hop += 1) {
      if (!checked.ok) return finish(502, hop === 0 ? checked.reason : `redirected to a refused address (${checked.reason})`);
      const url = checked.url;
      const target = upstream ? `${upstream}/${url.slice('https://'.length)}` : url;
      const reply = await fetchCapped(target, IMAGE_HEADERS, IMAGE_LIMITS.maxBytes);
      if (done) return;
      if (REDIRECTS.indexOf(reply.status) !== -1) {
        if (hop >= IMAGE_LIMITS.maxRedirects) return finish(502, `more than ${IMAGE_LIMITS.maxRedirects} redirects`);
        const next = redirectTarget(reply.headers.get('Location') || '', { host: checked.host });
        checked = next === null ? { ok: false, status: 400, reason: 'a redirect without a usable Location' } : canonicalAddress(next, CIVIC_IMAGE_ALLOWLIST);
        continue;
      }
      if (reply.status !== 200) return finish(502, `HTTP ${reply.status}`);
      const type = reply.headers.get('Content-Type') || '';
      if (!IMAGE_TYPE.test(type)) return finish(502, `not a picture type (${type || 'none'})`);
      const body = Buffer.from(reply.bytes);
      if (exceedsCap(body.length, IMAGE_LIMITS.maxBytes)) return finish(502, `larger than ${IMAGE_LIMITS.maxBytes} bytes`);
      const size = pictureSize(body);
      if (!size) return finish(502, 'no picture size in its header');
      if (size.width * size.height > IMAGE_LIMITS.maxPixels) return finish(502, `${size.width} x ${size.height} pixels, over ${IMAGE_LIMITS.maxPixels}`);
      return finish(200, 'ok', body, type.split(';')[0]!.trim().toLowerCase());
    }
  } catch (error) {
    finish(502, String(error));
  } finally {
    clearTimeout(timer);
  }
}

async function fetchFeed(r: NjsRequest): Promise<void> {
  const feed = r.headersIn['X-Civic-Feed-Url'] || '';
  const upstream = r.headersIn['X-Civic-Feed-Upstream'] || '';
  let done = false;
  const finish = (status: number, reason: string, body?: Buffer, type?: string) => {
    if (done) return;
    done = true;
    if (status !== 200 || !body) {
      r.warn(`[feeds] ${feed}: ${reason}`);
      r.headersOut['Content-Type'] = 'text/plain; charset=utf-8';
      r.return(status === 200 ? 502 : status, 'The publisher’s feed is unavailable');
      return;
    }
    // The ETag is kept by the feed location's cache; nginx answers 304s from it.
    if (!CIVIC_FEED_TRIM) {
      r.headersOut['Content-Type'] = type || 'application/xml; charset=utf-8';
      r.return(200, body);
      return;
    }
    const answer = feedBody(new Uint8Array(body), type || 'application/xml; charset=utf-8');
    r.headersOut['Content-Type'] = answer.type;
    r.headersOut.ETag = answer.etag;
    r.return(200, Buffer.from(answer.body));
  };
  if (CIVIC_FEED_URLS.indexOf(feed) === -1) return finish(404, 'not a catalogued feed');
  const timer = setTimeout(() => finish(502, `no answer within ${CIVIC_FEED_LIMITS.timeoutSeconds} s`), CIVIC_FEED_LIMITS.timeoutSeconds * 1000);
  try {
    let address = feed;
    for (let hop = 0; ; hop += 1) {
      const parsed = parseHttpsAddress(address);
      if (!parsed.ok) return finish(502, `${hop === 0 ? '' : 'redirected to '}a refused address (${parsed.reason})`);
      const url = `https://${parsed.host}${parsed.pathAndQuery}`;
      const target = LOOPBACK.test(upstream) ? `${upstream}/${url.slice('https://'.length)}` : url;
      const reply = await fetchCapped(target, FEED_HEADERS, CIVIC_FEED_LIMITS.maxBytes);
      if (done) return;
      if (REDIRECTS.indexOf(reply.status) !== -1) {
        if (hop >= IMAGE_LIMITS.maxRedirects) return finish(502, `more than ${IMAGE_LIMITS.maxRedirects} redirects`);
        const next = redirectTarget(reply.headers.get('Location') || '', { host: parsed.host });
        if (next === null) return finish(502, 'a redirect without a usable Location');
        address = next;
        continue;
      }
      if (reply.status >= 400) return finish(reply.status, `HTTP ${reply.status}`);
      if (reply.status !== 200) return finish(502, `HTTP ${reply.status}`);
      const body = Buffer.from(reply.bytes);
      if (exceedsCap(body.length, CIVIC_FEED_LIMITS.maxBytes)) return finish(502, `larger than ${CIVIC_FEED_LIMITS.maxBytes} bytes`);
      return finish(200, 'ok', body, reply.headers.get('Content-Type') || '');
    }
  } catch (error) {
    finish(502, String(error));
  } finally {
    clearTimeout(timer);
  }
}

export default { verdict, source, width, fetchPicture, fetchFeed };
