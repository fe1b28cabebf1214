import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MainNav } from './main-nav';

function setup(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MainNav />
    </MemoryRouter>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const current = () => within(nav()).queryAllByRole('link', { current: 'page', hidden: true }).map((link) => link.getAttribute('href'));

describe('MainNav', () => {
  it('marks the current page in each list (inline or More, and the phone list), home only on home', () => {
    setup('/');
    expect(current()).toEqual(['/', '/']);
  });

  it('marks a section on the pages inside it, as the router does', () => {
    setup('/blog/some-post');
    expect(current()).toEqual(['/blog', '/blog']);
  });

  it('judges the path as the router does: any case', () => {
    setup('/Technology');
    expect(current()).toEqual(['/technology', '/technology']);
  });

  it('opens nothing for a plain press on the current page, and leaves other presses to the browser and the document', () => {
    setup('/faq');
    const [faq] = within(nav()).getAllByRole('link', { name: 'FAQ', hidden: true });
    expect(fireEvent.click(faq!)).toBe(false);
    expect(fireEvent.click(faq!, { ctrlKey: true })).toBe(true);
    const [blog] = within(nav()).getAllByRole('link', { name: 'Blog', hidden: true });
    expect(fireEvent.click(blog!)).toBe(true);
  });

  it('closes the Categories menu on a move to another page, and it opens again there', () => {
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/business')}>
          Go
        </button>
      );
    }
    window.history.replaceState(null, '', '/');
    render(
      <MemoryRouter initialEntries={['/']}>
        <MainNav />
        <Go />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Categories' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
