import { describe, expect, it } from 'vitest';
import { IMAGE_LAYOUTS, IMAGE_WIDTHS, resizedUrl, responsiveSources } from './image-sources';

const OWN = '/images/?url={url}&w={width}';
const PHOTO = 'https://cdn.example.com/2026/11/photo one.jpg?w=2000&h=1125';

describe('resizedUrl', () => {
  it('puts the encoded address and the width into the template', () => {
    expect(resizedUrl(OWN, PHOTO, 640)).toBe(`/images/?url=${encodeURIComponent(PHOTO)}&w=640`);
    expect(resizedUrl('https://wsrv.nl/?url={url}&w={width}&we', 'https://a.test/x.jpg', 320)).toBe('https://wsrv.nl/?url=https%3A%2F%2Fa.test%2Fx.jpg&w=320&we');
  });

  it('keeps $ patterns in an address literal and encodes what could break out of the query', () => {
    const tricky = "https://a.test/$&$'$`.jpg?x=1&w=9#frag";
    const url = resizedUrl(OWN, tricky, 480);
    expect(new URL(url, 'https://site.test').searchParams.get('url')).toBe(tricky);
    expect(new URL(url, 'https://site.test').searchParams.get('w')).toBe('480');
  });

  it('fills every placeholder of a path-style template', () => {
    expect(resizedUrl('https://img.test/{width}/{width}/{url}', 'https://a.test/b.jpg', 960)).toBe('https://img.test/960/960/https%3A%2F%2Fa.test%2Fb.jpg');
  });
});

describe('responsiveSources', () => {
  it('lists the widths with their w descriptors and the layout sizes', () => {
    const sources = responsiveSources(OWN, PHOTO, 'card');
    expect(sources).not.toBeNull();
    const candidates = sources!.srcSet.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(IMAGE_WIDTHS.map((w) => `${w}w`));
    for (const [url, w] of candidates) expect(url).toBe(resizedUrl(OWN, PHOTO, Number.parseInt(w!, 10)));
    expect(sources!.src).toBe(resizedUrl(OWN, PHOTO, 640));
    expect(sources!.sizes).toBe(IMAGE_LAYOUTS.card);
  });

  it('leaves nothing to resize without a resizer or an absolute http(s) picture', () => {
    expect(responsiveSources(null, PHOTO, 'card')).toBeNull();
    expect(responsiveSources(OWN, null, 'card')).toBeNull();
    expect(responsiveSources(OWN, '/images/editorial/lansing.jpg', 'article')).toBeNull();
    expect(responsiveSources(OWN, 'data:image/png;base64,AAAA', 'card')).toBeNull();
    expect(responsiveSources(OWN, 'javascript:alert(1)', 'card')).toBeNull();
  });

  it('every layout ends with a size for the narrowest screens', () => {
    for (const sizes of Object.values(IMAGE_LAYOUTS)) expect(sizes.split(', ').at(-1)).not.toContain('min-width');
  });
});
