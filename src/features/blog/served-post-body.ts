import { hashId } from '@/contracts/hash';

/**
 * A post's body as the build rendered it into the served page. When its key (the markdown's hash)
 * matches, the page keeps that HTML and the browser neither downloads nor runs the markdown
 * renderer; a post whose markdown differs is rendered as usual.
 */
interface ServedPostBody {
  /** The page's path when it was served. */
  readonly path: string;
  /** The hash of the markdown the build rendered (postBodyKey). */
  readonly key: string;
  readonly html: string;
}

/** The attribute that carries the markdown's key on the body's element. */
export const POST_BODY_KEY_ATTRIBUTE = 'data-post-body-key';

export const postBodyKey = (markdown: string): string => `${markdown.length.toString(36)}-${hashId(markdown)}`;

let served: ServedPostBody | null | undefined;

/**
 * The served page's post body, read from the document once, before the app renders into it (the
 * route's preload calls this first); null where there is none (the build, other pages).
 */
export function servedPostBody(): ServedPostBody | null {
  if (served !== undefined) return served;
  if (typeof document === 'undefined') return null;
  const element = document.querySelector<HTMLElement>(`[${POST_BODY_KEY_ATTRIBUTE}]`);
  const key = element?.getAttribute(POST_BODY_KEY_ATTRIBUTE);
  served = element && key ? { path: window.location.pathname, key, html: element.innerHTML } : null;
  return served;
}
