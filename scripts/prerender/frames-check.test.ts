import { describe, expect, it } from 'vitest';
import { partnerDocuments } from '../../src/content/partners';
import { assertFramesCrossOrigin, sameOriginFrameProblems, siteFrames } from './frames-check';

const SITE = 'https://news.example';

describe('sandboxed frames must be cross-origin', () => {
  it('accepts frames on other origins, including a subdomain of the site', () => {
    const frames = [
      { name: 'viewer', url: 'https://docs.google.com/viewer?url=x&embedded=true' },
      { name: 'wall', url: 'https://events.news.example/wall' },
      { name: 'other port', url: 'https://news.example:8443/wall' },
    ];
    expect(sameOriginFrameProblems(frames, SITE)).toEqual([]);
  });

  it('rejects a frame on the site origin, whatever its path or trailing slash', () => {
    const problems = sameOriginFrameProblems([{ name: 'wall', url: 'https://news.example/embeds/wall' }], `${SITE}/`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("site's own origin");
  });

  it('rejects relative and non-http URLs even when the site origin is not known', () => {
    const problems = sameOriginFrameProblems(
      [
        { name: 'relative', url: '/embeds/wall' },
        { name: 'protocol-relative', url: '//' },
        { name: 'javascript', url: 'javascript:alert(1)' },
      ],
      null,
    );
    expect(problems).toHaveLength(3);
  });

  it('collects the partner previews and the configured events wall', () => {
    const frames = siteFrames({ VITE_EVENTS_EMBED_URL: ' https://wall.example/embed ' });
    expect(frames.map((f) => f.url)).toEqual([...partnerDocuments.map((d) => d.previewUrl), 'https://wall.example/embed']);
    // Not a URL: the app does not embed it, so there is no frame to check.
    expect(siteFrames({ VITE_EVENTS_EMBED_URL: 'not a url' })).toHaveLength(partnerDocuments.length);
  });

  it('passes the shipped content, and fails the build loudly on a same-origin events wall', () => {
    expect(() => assertFramesCrossOrigin({ VITE_SITE_URL: SITE })).not.toThrow();
    expect(() => assertFramesCrossOrigin({ VITE_SITE_URL: SITE, VITE_EVENTS_EMBED_URL: `${SITE}/events-wall` })).toThrow(/events wall \(VITE_EVENTS_EMBED_URL\)/);
  });
});
