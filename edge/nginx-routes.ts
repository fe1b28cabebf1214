/**
 * nginx's side of the image and feed routes, run by its JavaScript module (njs, ngx_http_js_module; Debian:
 * libnginx-mod-http-js). scripts/host-configs.ts bundles this file, edge/image-address.ts and
 * edge/picture-header.ts into deploy/nginx-routes.js with the allowlist and widths written in, so
 * nginx checks requests with the very code the Worker and the Netlify function run.
 *
 * - `verdict`, `source`, `width` (js_set, in `location = /images/` of deploy/nginx.conf): the
 *   request's canonical address and width, or the status refusing it (400, 403);
 * - `fetchPicture` (js_content, in the fetch-and-resize server of deploy/nginx-images.conf, asked
 *   only on a cache miss): fetches the canonical address with bounded work (redirects by hand, at
 *   most 3, each to an allowed address; the body cut at 15 MB however it is sent; 10 s in all),
 *   passes on only a JPEG, PNG, GIF or WebP picture of at most 40 MP (read from its header), and
 *   nginx's image filter then resizes it. Anything else is a 502;
 * - `fetchFeed` (js_content, in the same server, asked by `location = /feeds/{id}.xml` of
 *   deploy/nginx-feeds.conf on a cache miss): fetches a catalogued feed with bounded work (redirects
 *   at most 3, each to an `https:` address on a public host name; the body cut at 5 MB however it
 *   is sent; 8 s in all), then sends it trimmed to what the cards read with its ETag
 *   (edge/feed-body.ts, as the Worker and the Netlify function do). A publisher's error status is
 *   passed on; a refused answer is a 502.
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
/** True in every deploy; false only in the visit benchmark's "before" run (scripts/bench-visit.mjs --untrimmed). */
declare const CIVIC_FEED_TRIM: boolean;

/** The parts of njs's request object and fetch used here. */
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
 * One GET with the body read whole, cut just past `maxBytes` however it is sent. njs 0.7 holds
 * a chunked body to ten times `max_response_body_size` and any other to exactly it, so the first
 * try allows a tenth of one byte over the cap (a chunked body is cut just past the cap); a body
 * with a length over that is asked again with one byte over the cap (a host that then answers
 * chunked is cut at ten times it, the most njs can do). A body cut short is over the cap, so the
 * caller's `exceedsCap` refuses it, as every other host does; one of exactly `maxBytes` passes.
 */
async function fetchCapped(target: string, headers: Record<string, string>, maxBytes: number): Promise<{ status: number; headers: NjsReply['headers']; bytes: ArrayBuffer }> {
  let reply: NjsReply;
  try {
    reply = await ngx.fetch(target, { method: 'GET', headers, max_response_body_size: Math.ceil((maxBytes + 1) / 10) });
  } catch (error) {
    if (!/body is too large/.test(String(error))) throw error;
    reply = await ngx.fetch(target, { method: 'GET', headers, max_response_body_size: maxBytes + 1 });
  }
  // (njs: no `await` inside another call's arguments.)
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
    // Trimmed to what the cards read, or passed on as it came; with its ETag, which the feed
    // location's cache keeps and nginx's conditional-request filter answers 304s from.
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
