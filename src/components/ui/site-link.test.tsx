import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteLink } from './site-link';

describe('SiteLink', () => {
  it('is a plain link with its attributes, and calls its own click handler', () => {
    const onClick = vi.fn();
    render(
      <SiteLink to="/business" className="link" rel="next" aria-label="Business news" onClick={onClick}>
        Business
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Business news' });
    expect(link).toHaveAttribute('href', '/business');
    expect(link).toHaveAttribute('class', 'link');
    expect(link).toHaveAttribute('rel', 'next');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a plain press on the page shown; leaves another page, a place in the page and modified presses alone', () => {
    window.history.replaceState(null, '', '/blog?page=2');
    render(
      <>
        <SiteLink to="/blog?page=2">This page</SiteLink>
        <SiteLink to="/blog?page=3">Next page</SiteLink>
        <SiteLink to="/blog?page=2#posts">The list</SiteLink>
      </>,
    );
    const same = screen.getByRole('link', { name: 'This page' });
    expect(fireEvent.click(same)).toBe(false);
    expect(fireEvent.click(same, { metaKey: true })).toBe(true);
    expect(fireEvent.click(same, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Next page' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'The list' }))).toBe(true);
    window.history.replaceState(null, '', '/');
  });
});
