/**
 * Build-time check that every frame the site embeds with a permissive sandbox
 * is cross-origin. The partner document previews (src/content/partners.ts) and
 * the events wall (VITE_EVENTS_EMBED_URL) are framed with
 * `sandbox="allow-scripts allow-same-origin …"`: that sandbox only holds while
 * the framed page has another origin than the site; a same-origin page given
 * both could reach into the parent and remove its own sandbox. So the build
 * fails loudly on a relative or same-origin frame URL
 * (scripts/vite-plugins/prerender.ts calls assertFramesCrossOrigin).
 */
import { partnerDocuments } from '../../src/content/partners.ts';
import { parseHttpUrl } from '../../src/contracts/index.ts';

export interface FrameSource {
  /** What embeds it, for the error message. */
  readonly name: string;
  readonly url: string;
}

function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  return parseHttpUrl(url)?.origin ?? null;
}

/**
 * The problems with these frames, one sentence each (empty when all are fine):
 * a URL that is not absolute http(s) (so it would load from the site itself),
 * or whose origin is the site's (`siteUrl`, VITE_SITE_URL; null when unknown).
 */
export function sameOriginFrameProblems(frames: readonly FrameSource[], siteUrl: string | null): string[] {
  const site = httpOrigin(siteUrl);
  const problems: string[] = [];
  for (const frame of frames) {
    const origin = httpOrigin(frame.url);
    if (!origin) problems.push(`${frame.name}: ${JSON.stringify(frame.url)} is not an absolute http(s) URL, so it would be framed from the site's own origin`);
    else if (site && origin === site) problems.push(`${frame.name}: ${frame.url} has the site's own origin (${site})`);
  }
  return problems;
}

/** The sandboxed frames this build embeds, from the content modules and the build's env (raw VITE_* strings). */
export function siteFrames(env: Readonly<Record<string, unknown>>): FrameSource[] {
  const frames: FrameSource[] = partnerDocuments.map((doc) => ({ name: `partner document preview "${doc.title}" (src/content/partners.ts)`, url: doc.previewUrl }));
  const events = typeof env.VITE_EVENTS_EMBED_URL === 'string' ? env.VITE_EVENTS_EMBED_URL.trim() : '';
  // The app embeds the events wall only when the value is an absolute http(s) URL (src/config/env.ts).
  if (events && httpOrigin(events)) frames.push({ name: 'events wall (VITE_EVENTS_EMBED_URL)', url: events });
  return frames;
}

/** Throws, listing every problem, when a sandboxed frame of this build is not cross-origin. */
export function assertFramesCrossOrigin(env: Readonly<Record<string, unknown>>): void {
  const siteUrl = typeof env.VITE_SITE_URL === 'string' ? env.VITE_SITE_URL.trim() : null;
  const problems = sameOriginFrameProblems(siteFrames(env), siteUrl);
  if (problems.length > 0) {
    throw new Error(
      `[frames] these frames are sandboxed with allow-scripts and allow-same-origin, which is only safe for another origin:\n  - ${problems.join('\n  - ')}\nServe the embed from another origin (or subdomain) than the site.`,
    );
  }
}
