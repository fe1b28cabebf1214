import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainPress } from '@/lib/plain-press';

/**
 * A plain press on a link to the page already shown, without a place in it: nothing to open (the
 * browser would load the page again). Its default is prevented; any other press is left alone.
 */
export function keepSamePage(event: MouseEvent<HTMLAnchorElement>): void {
  const { pathname, search, hash } = event.currentTarget;
  if (isPlainPress(event) && !hash && pathname === window.location.pathname && search === window.location.search) event.preventDefault();
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { readonly to: string };

/**
 * A link to a page of this site: a plain `<a href>`, opened in the app by the document's link
 * handling (src/app/link-taps.ts). Unlike a router link it does not read the location, so moving
 * to another page never re-renders it.
 */
export function SiteLink({ to, onClick, ...props }: SiteLinkProps) {
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    keepSamePage(event);
  }
  return <a href={to} onClick={click} {...props} />;
}
