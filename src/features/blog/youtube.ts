const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtu.be']);
const ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube Shorts URL — `{youtube host}/shorts/{id}`
 * or `youtu.be/shorts/{id}`, with or without a scheme, query or trailing slash —
 * or null for anything else (other paths, other hosts, ids of another length).
 */
export function youtubeShortsId(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const match = /^\/shorts\/([^/]+)\/?$/.exec(url.pathname);
  const id = match?.[1];
  return id && ID.test(id) ? id : null;
}
