/**
 * Cloudflare Pages Function: every other path under /feeds/ (`/feeds`,
 * `/feeds/`, `/feeds/a/b.xml`) is a 404, as on the other hosts, instead of
 * falling to the app shell. Pages routes a one-segment path to [id].ts first
 * (a parameter is more specific than a catch-all); this answers the same way
 * for any path, so the order does not change an answer.
 */
import { onPagesFeedRequest } from '../_shared/pages-function';

export const onRequest = onPagesFeedRequest;
