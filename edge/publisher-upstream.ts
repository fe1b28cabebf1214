/**
 * Where the feed and picture routes ask for what they serve: null in every deploy, so each
 * publisher is asked at its own address. The host suite swaps in a local stand-in at build time,
 * never through a setting a deploy reads, and only a loopback origin is taken, so no build can send
 * a deploy's requests elsewhere.
 */
declare const __PUBLISHER_UPSTREAM__: string | undefined;

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/;

/** `value` when it is a loopback origin, else null. */
export function loopbackOrigin(value: unknown): string | null {
  return typeof value === 'string' && LOOPBACK_ORIGIN.test(value) ? value : null;
}

export const PUBLISHER_UPSTREAM: string | null = loopbackOrigin(typeof __PUBLISHER_UPSTREAM__ === 'undefined' ? undefined : __PUBLISHER_UPSTREAM__);
