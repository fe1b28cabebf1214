/**
 * URL policy of markdown bodies: links keep http(s), mailto, in-page anchors
 * and site-relative paths; images keep only absolute http(s). Everything else
 * (javascript:, data:, vbscript:, protocol-relative //host) is dropped.
 */
export function safeMarkdownHref(url: string): string | undefined {
  const value = url.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (value === '') return undefined;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'mailto:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function safeMarkdownImage(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** react-markdown `urlTransform`: `src` of images follows the image policy, everything else the link policy. */
export function markdownUrlTransform(url: string, key: string): string | undefined {
  return key === 'src' ? safeMarkdownImage(url) : safeMarkdownHref(url);
}
