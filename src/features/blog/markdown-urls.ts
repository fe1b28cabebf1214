import { isHttpProtocol, parseHttpUrl, parseUrl } from '@/contracts/url';
import { isSitePath } from '@/lib/safe-url';

/**
 * URL policy of markdown bodies: links keep http(s), mailto, in-page anchors
 * and site-relative paths; images keep only absolute http(s). Everything else
 * (javascript:, data:, vbscript:, protocol-relative //host) is dropped.
 */
export function safeMarkdownHref(url: string): string | undefined {
  const value = url.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (value === '') return undefined;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) return isSitePath(value) ? value : undefined;
  const parsed = parseUrl(value);
  return parsed && (isHttpProtocol(parsed) || parsed.protocol === 'mailto:') ? parsed.href : undefined;
}

function safeMarkdownImage(url: string): string | undefined {
  return parseHttpUrl(url.trim())?.href;
}

/** react-markdown `urlTransform`: `src` of images follows the image policy, everything else the link policy. */
export function markdownUrlTransform(url: string, key: string): string | undefined {
  return key === 'src' ? safeMarkdownImage(url) : safeMarkdownHref(url);
}
