/**
 * Responsive sources for a story picture through the picture resizer (docs/adr/0011): a `srcset`
 * of a few widths and the `sizes` of the layout it fills, so a phone fetches a picture about as
 * wide as its screen, not the publisher's original.
 */
import { parseHttpUrl } from '../contracts/url';

/**
 * The widths the resizer is asked for; the own image route on every host answers exactly these.
 * 720 serves the many phones whose full-width card falls between 640 and 800 device pixels.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 720, 800, 960, 1280] as const;

/** A picture's full width on a phone: the page less its 1rem padding each side. */
const PHONE_WIDTH = '100vw - 2rem';
const PHONE_SLOT = `calc(${PHONE_WIDTH})`;

/**
 * The full-width slot on a dense screen (2.5 device pixels per CSS pixel or more), given as two
 * thirds of itself so such a phone asks for about 2x its CSS width, not 3x: far fewer bytes, and the
 * eye does not tell 2x from 3x in a photo at arm's length. Browsers that do not read `resolution`
 * in `sizes` skip the clause.
 */
const DENSE_PHONE = `(min-resolution: 2.5dppx) calc((${PHONE_WIDTH}) * 2 / 3)`;

/**
 * How wide each layout shows its picture, per breakpoint, in the `sizes` syntax. They follow the
 * page grids (Tailwind's breakpoints, the page's max width and padding), so the browser can pick a
 * width before any layout is done.
 */
export const IMAGE_LAYOUTS = {
  /** Home's lead story: two thirds of the page from lg (grid 2fr/1fr, gap 2rem). */
  featured: `(min-width: 1280px) 811px, (min-width: 1024px) calc((100vw - 4rem) * 2 / 3), ${DENSE_PHONE}, ${PHONE_SLOT}`,
  /** A card in a grid beside the 20rem sidebar: 3 columns from xl, 2 from sm (gap 1.5rem). */
  card: `(min-width: 1280px) 283px, (min-width: 1024px) calc((100vw - 25.5rem) / 2), (min-width: 640px) calc((100vw - 3.5rem) / 2), ${DENSE_PHONE}, ${PHONE_SLOT}`,
  /** The first card of a home list section: 3 columns from xl, 2 from md (gap 2rem). */
  list: `(min-width: 1280px) 395px, (min-width: 768px) calc((100vw - 4rem) / 2), ${DENSE_PHONE}, ${PHONE_SLOT}`,
  /** A post's own picture: the article column beside the 20rem sidebar from lg (gap 2.5rem). */
  article: `(min-width: 1280px) 888px, (min-width: 1024px) calc(100vw - 24.5rem), ${DENSE_PHONE}, ${PHONE_SLOT}`,
  /** The round thumbnail beside a list entry (4rem, 5rem from sm). */
  thumbnail: '80px',
} as const;

export type ImageLayout = keyof typeof IMAGE_LAYOUTS;

interface ResponsiveSources {
  /** A mid-size picture, for browsers that read only `src`. */
  readonly src: string;
  readonly srcSet: string;
  readonly sizes: string;
}

/** The resizer's address for `image` at `width` pixels: `{url}` encoded, `{width}` the number. */
export function resizedUrl(template: string, image: string, width: number): string {
  // split/join, not String.replace: a `$&` or `$'` in an address must stay literal.
  return template.split('{url}').join(encodeURIComponent(image)).split('{width}').join(String(width));
}

/** The sources already computed, by layout, template and address. */
const sourcesMemo = new Map<string, ResponsiveSources | null>();
const SOURCES_MEMO_LIMIT = 1000;

/**
 * `srcset`/`sizes` for `image` through `template`, or null when there is nothing to resize: no
 * resizer configured, or a picture that is not an absolute http(s) address (the site's own
 * pictures are already sized for the page).
 */
export function responsiveSources(template: string | null, image: string | null | undefined, layout: ImageLayout): ResponsiveSources | null {
  if (!template || !image) return null;
  // Every card asks again at each render, so answers are remembered.
  const key = `${layout} ${template} ${image}`;
  const known = sourcesMemo.get(key);
  if (known !== undefined) return known;
  const sources = parseHttpUrl(image)
    ? {
        src: resizedUrl(template, image, 640),
        srcSet: IMAGE_WIDTHS.map((width) => `${resizedUrl(template, image, width)} ${width}w`).join(', '),
        sizes: IMAGE_LAYOUTS[layout],
      }
    : null;
  if (sourcesMemo.size >= SOURCES_MEMO_LIMIT) sourcesMemo.clear();
  sourcesMemo.set(key, sources);
  return sources;
}

