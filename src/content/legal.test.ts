import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_PROXY, OWN_IMAGE_ROUTE } from '@/config/env';
import { picturePrivacy } from './legal';

describe('picturePrivacy: who a reader’s browser contacts for pictures', () => {
  it('the public image service by name, and the publisher when it does not answer', () => {
    const text = picturePrivacy(DEFAULT_IMAGE_PROXY);
    expect(text).toContain('your browser contacts wsrv.nl');
    expect(text).toContain('directly from the publisher instead');
  });

  it('the site’s own picture route: no third party, the publisher only as a fallback', () => {
    const text = picturePrivacy(OWN_IMAGE_ROUTE);
    expect(text).toContain('by our own site');
    expect(text).not.toContain('wsrv');
    expect(text).toContain('directly from the publisher instead');
  });

  it('another resizer by its host; none: the publishers directly', () => {
    expect(picturePrivacy('https://img.example.org/r?u={url}&w={width}')).toContain('your browser contacts img.example.org');
    const direct = picturePrivacy(null);
    expect(direct).toContain('directly from the servers of the news organizations');
    expect(direct).not.toContain('resized');
  });
});
