/**
 * The attack corpus: requests an attacker would send to the site's own routes, run against each
 * host's local runtime by the host suite (host-checks.ts) with the publishers' stand-in
 * (tests/fixtures/feed-upstream.mjs, hostile-answers.mjs) in place of every picture host and
 * publisher. Each case says what the host must answer:
 *
 * - `refused`: a 4xx, and the stand-in is asked nothing for it;
 * - `unavailable`: a 4xx or 5xx (the host asked an allowed address and would not pass on what it got);
 * - `served`: a 200 picture or feed;
 * - `not-fetched`: any answer (a host may resolve `%2e%2e` to a page of the site), the stand-in asked nothing.
 *
 * After the corpus, every address the stand-in was asked for must be one the routes allow
 * (allowedUpstreamKey).
 */
import { canonicalAddress } from '../../edge/image-address';
import { feedRoutes } from '../../src/config/feed-routes';
import { imageAllowlist } from '../../src/config/image-hosts';

export type Expect = 'refused' | 'unavailable' | 'served' | 'not-fetched';

export interface AttackCase {
  readonly name: string;
  /** Path and query on the host. */
  readonly path: string;
  readonly method?: string;
  readonly expect: Expect;
  /** The stand-in's mode for a feed path while the case runs (feed-upstream.mjs setMode). */
  readonly feedMode?: { readonly mode: string; readonly key: string };
}

const picture = (address: string, width: number | string = 640) => `/images/?url=${encodeURIComponent(address)}&w=${width}`;
const PHOTO = 'https://static01.nyt.com/images/2026/photo.jpg';
const attack = (name: string) => `https://static01.nyt.com/attack/${name}`;

const imageCases: AttackCase[] = [
  // Open-proxy paths through WordPress's image CDN.
  { name: 'i0.wp.com with any host as its path', path: picture('https://i0.wp.com/any.host.example/x.jpg'), expect: 'refused' },
  { name: 'i1.wp.com to the metadata address', path: picture('https://i1.wp.com/169.254.169.254/latest/meta-data.png'), expect: 'refused' },
  { name: 'i2.wp.com to a look-alike of a newsroom', path: picture('https://i2.wp.com/michiganadvance.com.evil.example/x.jpg'), expect: 'refused' },
  { name: 'i0.wp.com: a newsroom prefix, then ..', path: picture('https://i0.wp.com/michiganadvance.com/../evil.example/x.jpg'), expect: 'refused' },
  { name: 'i0.wp.com: a newsroom prefix, then %2e%2e', path: picture('https://i0.wp.com/michiganadvance.com/%2e%2e/evil.example/x.jpg'), expect: 'refused' },
  { name: 'i0.wp.com: an encoded slash after the newsroom', path: picture('https://i0.wp.com/michiganadvance.com%2F..%2Fevil.example/x.jpg'), expect: 'refused' },
  { name: 'i0.wp.com: .. twice-encoded in the argument', path: '/images/?url=https%3A%2F%2Fi0.wp.com%2Fmichiganadvance.com%2F%252e%252e%2Fevil.example%2Fx.jpg&w=640', expect: 'refused' },
  { name: 'i0.wp.com with an empty first segment', path: picture('https://i0.wp.com//michiganadvance.com/x.jpg'), expect: 'refused' },
  // Other hosts, and hosts hidden in the authority.
  { name: 'a host not on the list', path: picture('https://evil.example/x.jpg'), expect: 'refused' },
  { name: 'a listed host as a subdomain of another', path: picture('https://static01.nyt.com.evil.example/x.jpg'), expect: 'refused' },
  { name: '@ in the authority', path: picture('https://static01.nyt.com@evil.example/x.jpg'), expect: 'refused' },
  { name: '\\ in the authority', path: picture('https://evil.example\\@static01.nyt.com/x.jpg'), expect: 'refused' },
  { name: '\\ as a path separator', path: picture('https://evil.example\\static01.nyt.com/x.jpg'), expect: 'refused' },
  { name: 'credentials', path: picture('https://user:secret@static01.nyt.com/x.jpg'), expect: 'refused' },
  { name: 'a port', path: picture('https://static01.nyt.com:8443/x.jpg'), expect: 'refused' },
  // IP literals, private and metadata addresses, local names.
  { name: 'IPv4 loopback', path: picture('https://127.0.0.1/x.jpg'), expect: 'refused' },
  { name: 'a decimal IP', path: picture('https://2130706433/x.jpg'), expect: 'refused' },
  { name: 'a hex IP', path: picture('https://0x7f000001/x.jpg'), expect: 'refused' },
  { name: 'IPv6 loopback', path: picture('https://[::1]/x.jpg'), expect: 'refused' },
  { name: 'IPv4-mapped IPv6 metadata', path: picture('https://[::ffff:a9fe:a9fe]/latest/meta-data/'), expect: 'refused' },
  { name: 'the metadata address', path: picture('https://169.254.169.254/latest/meta-data/'), expect: 'refused' },
  { name: 'a private address', path: picture('https://10.0.0.1/x.jpg'), expect: 'refused' },
  { name: 'localhost', path: picture('https://localhost/x.jpg'), expect: 'refused' },
  // Schemes and shapes that are not an https address.
  { name: 'http:', path: picture('http://static01.nyt.com/images/2026/photo.jpg'), expect: 'refused' },
  { name: 'file:', path: picture('file:///etc/passwd'), expect: 'refused' },
  { name: 'data:', path: picture('data:image/png;base64,iVBORw0KGgo='), expect: 'refused' },
  { name: 'javascript:', path: picture('javascript:alert(1)'), expect: 'refused' },
  { name: 'scheme-relative', path: picture('//evil.example/x.jpg'), expect: 'refused' },
  { name: 'an unencoded address to another host', path: '/images/?url=https://evil.example/x.jpg&w=640', expect: 'refused' },
  { name: 'url given twice', path: `${picture(PHOTO)}&url=${encodeURIComponent('https://evil.example/x.jpg')}`, expect: 'refused' },
  { name: '.. in an allowed host\'s path', path: picture('https://static01.nyt.com/images/../../x.jpg'), expect: 'refused' },
  { name: 'CR LF in the address', path: '/images/?url=https%3A%2F%2Fstatic01.nyt.com%2Fx.jpg%0D%0AHost%3A%20evil.example&w=640', expect: 'refused' },
  { name: 'an address of 3,000 characters', path: picture(`https://static01.nyt.com/${'a'.repeat(3000)}.jpg`), expect: 'refused' },
  // Widths and methods.
  { name: 'a width not in the list', path: picture(PHOTO, 333), expect: 'refused' },
  { name: 'a huge width', path: picture(PHOTO, 100000), expect: 'refused' },
  { name: 'no width', path: `/images/?url=${encodeURIComponent(PHOTO)}`, expect: 'refused' },
  { name: 'a width with junk', path: picture(PHOTO, '640abc'), expect: 'refused' },
  { name: 'POST', path: picture(PHOTO), method: 'POST', expect: 'refused' },
  { name: 'PUT', path: picture(PHOTO), method: 'PUT', expect: 'refused' },
  { name: 'DELETE', path: picture(PHOTO), method: 'DELETE', expect: 'refused' },
  // Allowed addresses whose host misbehaves.
  { name: 'a redirect to another host', path: picture(attack('redirect-evil.jpg')), expect: 'unavailable' },
  { name: 'a redirect to the metadata address', path: picture(attack('redirect-metadata.jpg')), expect: 'unavailable' },
  { name: 'a redirect to http:', path: picture(attack('redirect-http.jpg')), expect: 'unavailable' },
  { name: 'a redirect through i0.wp.com to another host', path: picture(attack('redirect-wp.jpg')), expect: 'unavailable' },
  { name: 'a redirect loop', path: picture(attack('loop-0.jpg')), expect: 'unavailable' },
  { name: 'a chunked answer of 40 MB', path: picture(attack('chunked.jpg')), expect: 'unavailable' },
  { name: 'a 12,000 × 12,000 px PNG', path: picture(attack('bomb.png')), expect: 'unavailable' },
  { name: 'an HTML page at a picture address', path: picture(attack('page.jpg')), expect: 'unavailable' },
  { name: 'an SVG with a script', path: picture(attack('image.svg')), expect: 'unavailable' },
  // What must still work.
  { name: 'three redirects on the same host', path: picture(attack('hop-0.jpg')), expect: 'served' },
  { name: 'a WordPress newsroom\'s picture through i0.wp.com', path: picture('https://i0.wp.com/michiganadvance.com/wp-content/uploads/2026/11/photo.jpg'), expect: 'served' },
  { name: 'lower-case escapes and an upper-case host', path: '/images/?url=https%3a%2f%2fSTATIC01.nyt.com%2fimages%2f2026%2fphoto.jpg&w=320', expect: 'served' },
  { name: 'HEAD', path: picture(PHOTO, 480), method: 'HEAD', expect: 'served' },
];

function feedCases(): AttackCase[] {
  const [first, second, third, fourth] = feedRoutes();
  const key = (url: string) => {
    const parsed = new URL(url);
    return `/${parsed.host}${parsed.pathname}${parsed.search}`;
  };
  return [
    { name: 'a feed id not in the catalogue', path: '/feeds/evil.xml', expect: 'refused' },
    { name: 'a feed path with ..', path: `/feeds/..%2F..%2Fetc%2Fpasswd`, expect: 'refused' },
    { name: 'a feed path with %2e%2e', path: `/feeds/%2e%2e/index.html`, expect: 'not-fetched' },
    { name: 'more after a catalogued feed', path: `${first!.path}/more`, expect: 'refused' },
    { name: 'POST to a feed', path: first!.path, method: 'POST', expect: 'refused' },
    { name: 'a feed redirected to the metadata address', path: second!.path, expect: 'unavailable', feedMode: { mode: 'redirect-private', key: key(second!.url) } },
    { name: 'a feed redirected to http:', path: third!.path, expect: 'unavailable', feedMode: { mode: 'redirect-http', key: key(third!.url) } },
    { name: 'a chunked feed of 40 MB', path: fourth!.path, expect: 'unavailable', feedMode: { mode: 'huge', key: key(fourth!.url) } },
  ];
}


export function attackCorpus(): AttackCase[] {
  return [...imageCases, ...feedCases()];
}

const allowlist = imageAllowlist();
const feedKeys = new Set(
  feedRoutes().map((route) => {
    const parsed = new URL(route.url);
    return `/${parsed.host}${parsed.pathname}${parsed.search}`;
  }),
);

/** Whether the stand-in may have been asked for `/{host}{path}{query}`: a catalogued feed or an allowed picture. */
export function allowedUpstreamKey(key: string): boolean {
  if (feedKeys.has(key)) return true;
  const verdict = canonicalAddress(`https:/${key}`, allowlist);
  return verdict.ok && verdict.url === `https:/${key}`;
}
