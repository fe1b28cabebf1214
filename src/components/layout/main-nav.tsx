import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { INLINE_NAV_COUNT, mainNav, type NavItem } from '@/config/paths';
import { keepSamePage } from '@/components/ui/site-link';

function linkClass(current: boolean): string {
  return [
    'block whitespace-nowrap px-3 py-2 text-sm font-semibold tracking-wide rounded',
    current
      ? 'text-accent-600 underline decoration-2 underline-offset-8 dark:text-red-300'
      : 'text-slate-800 hover:text-brand-700 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 dark:hover:text-white',
  ].join(' ');
}

function moreLinkClass(current: boolean): string {
  return ['block px-4 py-2 text-sm', current ? 'font-semibold text-accent-600 dark:text-red-300' : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'].join(' ');
}

/** Whether `to` is the page at `pathname` or the section it is in (home only itself), as React Router's NavLink judges it. */
function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}

/**
 * A link of the menus: a plain link, re-rendered only when it becomes or stops being the current
 * page. A router link reads the location, so every menu link would re-render in the tap's own task
 * on each navigation. Presses are answered by the document's link handling (src/app/link-taps.ts).
 */
const NavItemLink = memo(function NavItemLink({
  item,
  current,
  className = linkClass,
  onChoose,
}: {
  item: NavItem;
  current: boolean;
  className?: (current: boolean) => string;
  onChoose?: () => void;
}) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    keepSamePage(event);
    onChoose?.();
  }
  return (
    <a href={item.to} aria-current={current ? 'page' : undefined} className={className(current)} onClick={onClick}>
      {item.label}
    </a>
  );
});

type SetOpen = (next: boolean | ((open: boolean) => boolean)) => void;

/**
 * A menu's open state, kept with the page it was opened on, so on another page it is closed. Not an
 * effect on location change: that effect also runs right after hydration and would close a menu a
 * tap had just opened.
 */
function useOpenOnThisPage(pathname: string): [open: boolean, setOpen: SetOpen, close: () => void] {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback<SetOpen>(
    (next) => setOpenOn((current) => ((typeof next === 'function' ? next(current === pathname) : next) ? pathname : null)),
    [pathname],
  );
  // The same on every page: the menus' links that get it re-render only when they become or stop being current.
  const close = useCallback(() => setOpenOn(null), []);
  return [openOn === pathname, setOpen, close];
}

/** "More" disclosure: opens on hover, click, ArrowDown/Enter/Space; closes on Escape, leaving, or choosing. */
function MoreMenu({ items }: { items: readonly NavItem[] }) {
  const menuId = useId();
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [open, setOpen, close] = useOpenOnThisPage(location.pathname);
  const containsCurrent = items.some((item) => item.to === location.pathname);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function focusItem(index: number) {
    const links = wrapperRef.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(menuId)} a`);
    if (!links || links.length === 0) return;
    const i = ((index % links.length) + links.length) % links.length;
    links[i]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const target = event.target as HTMLElement;
    if (target === buttonRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      window.setTimeout(() => focusItem(0), 0);
      return;
    }
    if (target.tagName === 'A' && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const links = Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(menuId)} a`) ?? []);
      const index = links.indexOf(target as HTMLAnchorElement);
      focusItem(event.key === 'ArrowDown' ? index + 1 : index - 1);
    }
  }

  return (
    <li
      ref={wrapperRef}
      data-noscript-hover
      className="relative"
      onMouseEnter={() => {
        window.clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        closeTimer.current = window.setTimeout(() => setOpen(false), 150);
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen((v) => !v);
        }}
        className={[
          'flex items-center gap-1 whitespace-nowrap rounded px-3 py-2 text-sm font-semibold tracking-wide hover:bg-slate-100 dark:hover:bg-slate-800',
          containsCurrent ? 'text-accent-600 dark:text-red-300' : 'text-slate-800 dark:text-slate-100',
        ].join(' ')}
      >
        More
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-1 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} current={isCurrent(item.to, location.pathname)} onChoose={close} className={moreLinkClass} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Mobile (<768px): a "Categories" toggle revealing the whole list; choosing a link closes it. */
function MobileNav() {
  const listId = useId();
  const location = useLocation();
  const [open, setOpen, close] = useOpenOnThisPage(location.pathname);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between px-4 py-3 text-sm font-semibold uppercase tracking-wider text-slate-800 dark:text-slate-100"
      >
        Categories
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} data-noscript-show data-testid="mobile-nav-list" className="max-h-96 overflow-y-auto border-t border-slate-200 px-2 pb-2 dark:border-slate-700">
        {mainNav.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} current={isCurrent(item.to, location.pathname)} onChoose={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MainNav() {
  const { pathname } = useLocation();
  const inline = mainNav.slice(0, INLINE_NAV_COUNT);
  const more = mainNav.slice(INLINE_NAV_COUNT);
  return (
    <nav aria-label="Main" className="border-y-2 border-slate-900 bg-white dark:border-slate-200 dark:bg-slate-950">
      <div className="mx-auto max-w-page">
        <ul className="hidden items-center justify-center gap-1 px-4 md:flex md:flex-wrap">
          {inline.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} current={isCurrent(item.to, pathname)} />
            </li>
          ))}
          <MoreMenu items={more} />
        </ul>
        <MobileNav />
      </div>
    </nav>
  );
}
