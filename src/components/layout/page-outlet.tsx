import { startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom';
import { servedPartsWaiting, showPath } from '@/lib/page-shown';

type LocationContextValue = ContextType<typeof LocationContext>;

/** A page as it was last rendered: its path, its route's element and the location it was rendered for. */
interface RenderedPage {
  readonly key: string;
  readonly page: ReactNode;
  readonly location: LocationContextValue;
}

/** How long the page just left may wait for an idle moment before it is removed anyway (ms). */
const REMOVE_WITHIN_MS = 2000;

/**
 * The route's page. The page just left is not removed in the task that draws the new one: tearing a
 * page down is a large share of a tap's work on a phone. It stays, hidden and with the location it
 * was drawn for, until the browser is idle; at once while parts of it are still served HTML
 * (HydrateLater). Pages sit in `display: contents` wrappers, so the layout is the shown page's
 * alone, and the hidden page's head tags step back at once (src/lib/page-shown.ts).
 */
export function PageOutlet() {
  const location = useContext(LocationContext);
  const page = useOutlet();
  // By path, as the route's error boundary: a page whose query or hash changes is the same page.
  const key = location.location.pathname;
  /** The page of the last commit, for the render that moves away from it. */
  const last = useRef<RenderedPage | null>(null);
  const [left, setLeft] = useState<RenderedPage | null>(null);

  const previous = last.current;
  // A page with parts still served (HydrateLater) is removed at once: the new location would make
  // React take those parts over in this very task.
  const leaving = previous && previous.key !== key ? (servedPartsWaiting() ? null : previous) : left;

  useLayoutEffect(() => {
    showPath(key);
    last.current = { key, page, location };
    setLeft(leaving);
  }, [key, page, location, leaving]);

  useEffect(() => {
    if (!left) return;
    const remove = () => startTransition(() => setLeft(null));
    // Where the browser cannot tell when it is idle (Safari), after the frame.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(remove, 100);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(remove, { timeout: REMOVE_WITHIN_MS });
    return () => cancelIdleCallback(id);
  }, [left]);

  return (
    <>
      <PageSlot key={key} rendered={{ key, page, location }} />
      {leaving && leaving.key !== key ? <PageSlot key={leaving.key} rendered={leaving} hidden /> : null}
    </>
  );
}

function PageSlot({ rendered, hidden = false }: { rendered: RenderedPage; hidden?: boolean }) {
  return (
    <div className="contents" hidden={hidden}>
      <LocationContext value={rendered.location}>{rendered.page}</LocationContext>
    </div>
  );
}
