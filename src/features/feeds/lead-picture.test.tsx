import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_PLACEHOLDER_PICTURE } from '@/components/ui/skeleton';
import { ArticleCardSkeleton } from './ui';
import { clearLeadPicture, cssUrl, showLeadPicture } from './lead-picture';

const picture = (src: string) => Object.assign(new Image(), { src });
const rule = () => document.getElementById('lead-picture')?.textContent ?? null;

afterEach(() => {
  clearLeadPicture();
  document.body.innerHTML = '';
});

describe('cssUrl', () => {
  it('keeps an address in its string: quotes, backslashes and line breaks are escaped', () => {
    expect(cssUrl('/images/?url=https%3A%2F%2Fa.example%2Fb.jpg&w=720')).toBe('url("/images/?url=https%3A%2F%2Fa.example%2Fb.jpg&w=720")');
    expect(cssUrl('https://a.example/x") ; background:url("https://evil.example/')).toBe('url("https://a.example/x\\22 ) ; background:url(\\22 https://evil.example/")');
    expect(cssUrl('a\\b\nc')).toBe('url("a\\5c b\\a c")');
  });
});

describe('the lead picture in its placeholder', () => {
  it('is shown only where a lead placeholder is, and goes when that placeholder unmounts', () => {
    expect(showLeadPicture(picture('/images/lead.jpg'))).toBe(false);
    expect(rule()).toBeNull();
    const { unmount } = render(<ArticleCardSkeleton featured lead />);
    expect(document.querySelectorAll('[data-lead-picture]')).toHaveLength(1);
    // Until then the box shows the publication's placeholder picture, decorative; the story's hides it.
    const placeholder = document.querySelector<HTMLImageElement>('[data-lead-picture] > img')!;
    expect(placeholder.getAttribute('src')).toBe(LEAD_PLACEHOLDER_PICTURE);
    expect(placeholder.getAttribute('alt')).toBe('');
    expect(showLeadPicture(picture('/images/lead.jpg'))).toBe(true);
    expect(rule()).toContain('[data-lead-picture]>img{visibility:hidden}');
    expect(rule()).toContain('url("http://localhost:3000/images/lead.jpg")');
    // A second picture replaces the first: one rule.
    showLeadPicture(picture('/images/other.jpg'));
    expect(document.querySelectorAll('#lead-picture')).toHaveLength(1);
    expect(rule()).toContain('url("http://localhost:3000/images/other.jpg")');
    unmount();
    expect(rule()).toBeNull();
  });

  it('other placeholders have no picture box for it', () => {
    render(<ArticleCardSkeleton />);
    expect(document.querySelector('[data-lead-picture]')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(showLeadPicture(picture('/images/lead.jpg'))).toBe(false);
  });
});
