/**
 * The request URL for `target` through a proxy template: `{url}` becomes the encoded feed URL
 * (query-style proxies), `{rawUrl}` the URL as is (path-style proxies).
 */
export function proxiedUrl(template: string, target: string): string {
  return template.split('{url}').join(encodeURIComponent(target)).split('{rawUrl}').join(target);
}
