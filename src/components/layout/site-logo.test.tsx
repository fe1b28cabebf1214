import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteLogo } from './site-logo';

/** Each shape of a drawing as `tag attr=value …`, attributes sorted, sizing and labels left out. */
function shapes(svg: Element): string[] {
  return [...svg.children].map((shape) => {
    const attrs = [...shape.attributes].map((a) => `${a.name}=${a.value}`).sort();
    return `${shape.tagName.toLowerCase()} ${attrs.join(' ')}`;
  });
}

describe('SiteLogo', () => {
  it('draws the same shapes as public/logo.svg, the file feeds and structured data point to', () => {
    const file = new DOMParser().parseFromString(readFileSync(join(process.cwd(), 'public/logo.svg'), 'utf8'), 'image/svg+xml').documentElement;
    const { container } = render(<SiteLogo />);
    const inline = container.querySelector('svg');
    expect(inline).not.toBeNull();
    expect(shapes(inline!)).toEqual(shapes(file));
    expect(inline!.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
  });

  it('is hidden from assistive technology, as the link around it carries the name', () => {
    const { container } = render(<SiteLogo />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
