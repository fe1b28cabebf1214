import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalAddress, canonicalImageRequest, isIpOrLocalHost, redirectTarget } from './image-address';
import { IMAGE_WIDTHS } from '../src/lib/image-sources';
import { imageAllowlist, imageHosts } from '../src/config/image-hosts';

const allowlist = imageAllowlist();
const request = (query: string) => canonicalImageRequest(query, IMAGE_WIDTHS, allowlist);
const encoded = (address: string, width = 640) => `?url=${encodeURIComponent(address)}&w=${width}`;

describe('the image allowlist', () => {
  it('lists each host once, sorted, with path prefixes only for the WordPress and TownNews image CDNs', () => {
    const hosts = imageHosts();
    expect(hosts).toEqual([...new Set(hosts)].sort());
    expect(hosts).toContain('static01.nyt.com');
    const shared = allowlist.filter((entry) => entry.prefixes);
    expect(shared.map((entry) => entry.host)).toEqual(['bloximages.chicago2.vip.townnews.com', 'bloximages.newyork1.vip.townnews.com', 'i0.wp.com', 'i1.wp.com', 'i2.wp.com']);
    for (const entry of shared.filter((e) => e.host.endsWith('.wp.com'))) {
      expect(entry.prefixes).toEqual(['/michiganadvance.com/', '/www.bridgedetroit.com/', '/planetdetroit.org/', '/wdet.org/', '/outliermedia.org/', '/flintbeat.com/']);
    }
    for (const entry of shared.filter((e) => e.host.endsWith('.townnews.com'))) expect(entry.prefixes).toEqual(['/record-eagle.com/']);
  });

  it("admits a region newsroom's pictures: its own host, NPR's station CDN, the Record-Eagle's through TownNews only", () => {
    for (const address of [
      'https://www.bridgemi.com/sites/default/files/styles/full_width_image/public/2026-11/sample.jpg',
      'https://npr.brightspotcdn.com/3a/7c/0f1e2d3c4b5a69788796a5b4c3d2e1f0/sample.jpg',
      'https://bloximages.chicago2.vip.townnews.com/record-eagle.com/content/tncms/assets/v3/editorial/a/bc/sample.image.jpg?resize=1200%2C800',
      'https://i0.wp.com/flintbeat.com/wp-content/uploads/2026/11/sample.jpg?fit=1200%2C800&ssl=1',
    ]) {
      expect(canonicalAddress(address, allowlist), address).toMatchObject({ ok: true });
    }
    for (const address of ['https://bloximages.chicago2.vip.townnews.com/other-paper.com/content/x.jpg', 'https://bloximages.newyork1.vip.townnews.com/record-eagle.com.evil.example/x.jpg']) {
      expect(canonicalAddress(address, allowlist), address).toMatchObject({ ok: false, status: 403 });
    }
  });

  it("admits every picture of the region newsrooms' fixture feeds, which have each newsroom's picture addresses", () => {
    const dir = resolve(process.cwd(), 'tests/fixtures/feeds');
    const files = Object.values(JSON.parse(readFileSync(resolve(dir, 'map.json'), 'utf8')) as Record<string, string>).filter((f) => /^(region|statewide)-/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const pictures = [...readFileSync(resolve(dir, file), 'utf8').matchAll(/(?:url|src)="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      expect(pictures.length, file).toBeGreaterThan(0);
      for (const picture of pictures) expect(canonicalAddress(picture, allowlist), `${file}: ${picture}`).toMatchObject({ ok: true });
    }
  });

  it('admits a newsroom\'s picture through i0.wp.com and refuses any other address through it', () => {
    expect(canonicalAddress('https://i0.wp.com/michiganadvance.com/wp-content/uploads/2026/11/a.jpg?fit=1200%2C800&ssl=1', allowlist)).toMatchObject({ ok: true });
    for (const address of [
      'https://i0.wp.com/any.host.example/x.jpg',
      'https://i1.wp.com/169.254.169.254/latest/meta-data.png',
      'https://i2.wp.com/michiganadvance.com.evil.example/x.jpg',
      'https://i0.wp.com/michiganadvance.com',
      'https://i0.wp.com/',
      'https://i0.wp.com//michiganadvance.com/x.jpg',
    ]) {
      expect(canonicalAddress(address, allowlist), address).toMatchObject({ ok: false, status: 403 });
    }
  });
});

describe('the canonical form of an image request', () => {
  it('decodes once and normalises scheme and host case and escapes, so equivalent requests share one key', () => {
    const canonical = 'https://static01.nyt.com/images/2026/a%C3%A9-b.jpg';
    const forms = [
      encoded(canonical),
      '?url=https%3a%2f%2fstatic01.nyt.com%2fimages%2f2026%2fa%25c3%25a9-b.jpg&w=640',
      encoded('HTTPS://Static01.NYT.com/images/2026/a%c3%a9-b.jpg'),
      encoded('https://static01.nyt.com/images/2026/a%C3%A9%2Db.jpg'),
      `${encoded(canonical)}&utm=1`,
      `?w=640&url=${encodeURIComponent(canonical)}`,
    ];
    for (const form of forms) expect(request(form), form).toMatchObject({ ok: true, url: canonical, width: 640 });
  });

  it('keeps a query string as part of the address (each variant is its own cache entry)', () => {
    expect(request(encoded('https://static01.nyt.com/a.jpg?v=1'))).toMatchObject({ ok: true, url: 'https://static01.nyt.com/a.jpg?v=1' });
    expect(request(encoded('https://static01.nyt.com/a.jpg?'))).toMatchObject({ ok: true, url: 'https://static01.nyt.com/a.jpg' });
  });

  it('refuses a width outside the list, a missing or repeated argument', () => {
    for (const query of [encoded('https://static01.nyt.com/a.jpg', 333), encoded('https://static01.nyt.com/a.jpg', 6400), '?url=https%3A%2F%2Fstatic01.nyt.com%2Fa.jpg', '?w=640', `${encoded('https://static01.nyt.com/a.jpg')}&w=320`, `${encoded('https://static01.nyt.com/a.jpg')}&url=x`, '?url=https%3A%2F%2Fstatic01.nyt.com%2Fa.jpg&w=640.0']) {
      expect(request(query), query).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('refuses what is not a plain https address on a host name: 400', () => {
    for (const address of [
      'http://static01.nyt.com/a.jpg',
      'ftp://static01.nyt.com/a.jpg',
      'javascript:alert(1)',
      '//static01.nyt.com/a.jpg',
      'https://user:pw@static01.nyt.com/a.jpg',
      'https://static01.nyt.com@evil.example/a.jpg',
      'https://static01.nyt.com:443/a.jpg',
      'https://static01.nyt.com\\@evil.example/a.jpg',
      'https://static01.nyt.com/a\\..\\b.jpg',
      'https://127.0.0.1/a.jpg',
      'https://2130706433/a.jpg',
      'https://0x7f.1/a.jpg',
      'https://[::1]/a.jpg',
      'https://localhost/a.jpg',
      'https://static01.nyt.com./a.jpg',
      'https://static01.nyt.com/images/../../evil.jpg',
      'https://static01.nyt.com/images/./a.jpg',
      'https://static01.nyt.com/images/%2e%2e/a.jpg',
      'https://static01.nyt.com/images%2Fa.jpg',
      'https://static01.nyt.com/a%00.jpg',
      'https://static01.nyt.com/a%zz.jpg',
      'https://static01.nyt.com/a b.jpg',
      'https://static01.nyt.com/a.jpg#x',
      `https://static01.nyt.com/${'a'.repeat(2100)}.jpg`,
    ]) {
      expect(request(encoded(address)), address).toMatchObject({ ok: false, status: 400 });
    }
    expect(request('?url=https%3A%2F%2Fstatic01.nyt.com%2F%E0%A4%A.jpg&w=640')).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses an address on another host, however it is spelled: 403', () => {
    for (const address of ['https://evil.example/a.jpg', 'https://static01.nyt.com.evil.example/a.jpg', 'https://nyt.com/a.jpg', 'https://metadata.google.internal.example/a.jpg']) {
      expect(request(encoded(address)), address).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('tells IP literals and local names from host names', () => {
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '2130706433', '0x7f000001', '017700000001', '1.2.3', 'localhost', 'a.localhost', 'printer.local', 'db.internal']) expect(isIpOrLocalHost(host), host).toBe(true);
    for (const host of ['static01.nyt.com', '1password.com', '3m.com', 'i0.wp.com']) expect(isIpOrLocalHost(host), host).toBe(false);
  });

  it('resolves a redirect\'s target: absolute http(s) or a path on the same host, nothing else', () => {
    const from = { host: 'static01.nyt.com' };
    expect(redirectTarget('https://media.npr.org/a.jpg', from)).toBe('https://media.npr.org/a.jpg');
    expect(redirectTarget('/b.jpg', from)).toBe('https://static01.nyt.com/b.jpg');
    for (const location of ['//evil.example/a.jpg', '/\\evil.example/a.jpg', 'b.jpg', 'data:image/png;base64,AA', '']) expect(redirectTarget(location, from), location).toBeNull();
  });

  it('takes linear time on long hostile input', () => {
    const started = performance.now();
    for (const address of [`https://${'a'.repeat(2000)}#`, `https://static01.nyt.com/${'%'.repeat(2000)}`, `https://${'a-'.repeat(1000)}`, `https://static01.nyt.com/${'%41'.repeat(680)}`]) {
      request(encoded(address));
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
});
