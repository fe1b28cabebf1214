/**
 * Paths the browser, the service worker, the hosts and the build agree on.
 */

const APP_SHELL_NAME = 'app-shell';
/** The SPA fallback page the build writes and every host serves for paths without a file of their own. */
export const APP_SHELL_FILE = `${APP_SHELL_NAME}.html`;
export const APP_SHELL_PATH = `/${APP_SHELL_FILE}`;
/** Its path on Cloudflare's asset server, which serves `x.html` at `/x` (and redirects `/x.html` there). */
export const APP_SHELL_ASSET_PATH = `/${APP_SHELL_NAME}`;

/** The site's own feed route: `/feeds/{id}.xml`; nothing else lives under it. */
export const FEED_ROUTE_PREFIX = '/feeds/';

/** The site's own image route: `/images/?url={url}&w={width}`. */
export const IMAGE_ROUTE_PATH = '/images/';
