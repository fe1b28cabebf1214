/**
 * The lead picture in its placeholder, before the app has rendered the lead story, for a page
 * served without stories. It is shown through a style rule of its own on `data-lead-picture`, so
 * the markup the app hydrates is not touched; the placeholder's unmount removes the rule.
 */

const RULE_ID = 'lead-picture';
/** The picture shown, held while it is: the browser keeps it in its memory cache for the card. */
const held = new Set<HTMLImageElement>();

/** `url("…")` for a CSS value, with the characters that could end the string or the value escaped. */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * Shows `picture` (loaded and decoded) in the lead placeholder's picture box; false when the page
 * has no such box (any more): the story is already shown.
 */
export function showLeadPicture(picture: HTMLImageElement): boolean {
  if (!document.querySelector('[data-lead-picture]')) return false;
  held.clear();
  held.add(picture);
  const address = picture.currentSrc || picture.src;
  const rule = document.getElementById(RULE_ID) ?? document.head.appendChild(Object.assign(document.createElement('style'), { id: RULE_ID }));
  // Over the placeholder's own picture (ArticleCardSkeleton), which is hidden under it.
  rule.textContent = `[data-lead-picture]{background:${cssUrl(address)} center/cover no-repeat;animation:none}[data-lead-picture]>img{visibility:hidden}`;
  return true;
}

/** The placeholder is gone (the story is shown, or the reader went elsewhere): nothing is left behind. */
export function clearLeadPicture(): void {
  held.clear();
  document.getElementById(RULE_ID)?.remove();
}
