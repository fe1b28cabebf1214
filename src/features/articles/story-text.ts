/**
 * The slug rule for category links: the category name lower-cased, with runs of
 * spaces turned into single hyphens ("State News" → "state-news"). Characters
 * that cannot appear in a path segment are dropped ("Arts & Culture" → "arts-culture").
 */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Paragraphs of a plain-text body: split on blank lines, whitespace inside a paragraph collapsed. */
export function splitParagraphs(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** The page description: the first `max` characters of the content, whitespace collapsed. */
export function descriptionFromContent(body: string, max = 160): string {
  return body.replace(/\s+/g, ' ').trim().slice(0, max).trimEnd();
}
