import { HOSTS_PORT_BASE, E2E_DIST } from '../fixtures/ports.mjs';
import { hostChecks, standInRebuildHook } from './host-checks';
import { startNetlify } from './runtimes.mjs';

/**
 * Netlify (netlify.toml, public/_headers, netlify/functions/feeds.ts) in `netlify serve --offline`.
 * Its local runtime has no CDN, so the feed's second answer is checked for the header that makes
 * Netlify's CDN keep one copy, not for a cached answer. It runs the scheduled function
 * netlify/functions/rebuild.ts when its URL is requested (production runs it on its schedule only).
 */
hostChecks(
  'Netlify (netlify serve --offline)',
  { hsts: true, feedCache: 'cdn-header', image: { url: () => 'https://static01.nyt.com/images/2026/photo.jpg', resizes: true },
    missLimit: false,
    rebuild: { path: '/.netlify/functions/rebuild' },
    // Netlify Image CDN's own endpoint is public: its remote_images (the allowlist) must refuse these.
    extraAttacks: (upstream) =>
      ['i0.wp.com/any.host.example/x.jpg', 'evil.example/x.jpg', 'i0.wp.com/michiganadvance.com/../evil.example/x.jpg', 'i0.wp.com/michiganadvance.com/%2e%2e/evil.example/x.jpg', 'static01.nyt.com.evil.example/x.jpg'].map((path) => ({
        name: `/.netlify/images with ${path}`,
        path: `/.netlify/images?url=${encodeURIComponent(`${upstream}/${path}`)}&w=320`,
        expect: 'refused' as const,
      })),
  },
  (upstream) =>
    startNetlify({
      dist: E2E_DIST,
      port: HOSTS_PORT_BASE + 3,
      functionsPort: HOSTS_PORT_BASE + 4,
      upstream,
      rebuildHook: standInRebuildHook(upstream, 'api.netlify.com/build_hooks/5c23354f454e1350f8543e78'),
    }),
  HOSTS_PORT_BASE + 5,
);
