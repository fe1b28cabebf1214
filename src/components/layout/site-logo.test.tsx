import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteLogo } from './site-logo';

/** The drawing's shapes: each element's name and attributes, in order. */
function shapes(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return [...doc.documentElement.children].map((el) => `${el.localName} ${[...el.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`);
}

describe('SiteLogo', () => {
  it('draws the same logo as public/logo.svg', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../../../public/logo.svg'), 'utf8');
    const drawn = renderToStaticMarkup(<SiteLogo />);
    expect(shapes(drawn)).toHaveLength(3);
    expect(shapes(drawn)).toEqual(shapes(file));
  });

  it('is hidden from assistive technology, as the masthead link names the site', () => {
    const drawn = renderToStaticMarkup(<SiteLogo className="h-12 w-12" />);
    expect(drawn).toContain('aria-hidden="true"');
    expect(drawn).toContain('class="h-12 w-12"');
  });
});
