import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { servedPart } from '@/lib/page-shown';
import { useHydratingRender, useServedRender } from '@/lib/use-hydrated';

/**
 * How near the viewport a part must come before React takes it over: about a phone screen below
 * (or above) what the reader sees, so a part is interactive, and shows its latest stories, before
 * the reader reaches it.
 */
const NEAR_MARGIN = '100% 0px';
/**
 * After the page's load, how long the browser must have been left alone (no part taken over for
 * the reader) before the parts still served are taken over, one per idle moment. Long enough
 * that a phone's first seconds (the app's start, the first feeds) are over.
 */
const IDLE_AFTER_LOAD_MS = 8000;

/** When a served part is taken over: a promise that settles once, and what opens it. */
export interface Gate {
  open: boolean;
  readonly opened: Promise<void>;
  release: () => void;
}

export function createGate(): Gate {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  // The build renders every part at once: there is nothing to wait for without a document.
  const gate: Gate = { open: typeof document === 'undefined', opened, release: () => {} };
  gate.release = () => {
    if (gate.open) return;
    gate.open = true;
    release();
  };
  return gate;
}

/**
 * Parts waiting for the browser to be idle, taken over one per idle callback, in page order.
 * One queue for the page; it starts IDLE_AFTER_LOAD_MS after the load event.
 */
const idleQueue: Gate[] = [];
let idleStarted = false;

function openWhenIdle(gate: Gate): void {
  idleQueue.push(gate);
  if (idleStarted || typeof window === 'undefined') return;
  idleStarted = true;
  const next = () => {
    const gate = idleQueue.shift();
    if (!gate) {
      idleStarted = false;
      return;
    }
    if (gate.open) return next();
    gate.release();
    schedule(next);
  };
  const begin = () => setTimeout(() => schedule(next), IDLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

function schedule(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Input that means the reader is about to use a part's controls: the focus moving into it (a
 * keyboard reader tabbing in, a tap in a form field). A tap on a link needs no app (the document
 * answers links, src/app/link-taps.ts) and never makes its part hydrate in the tap's own moment.
 */
const INPUT_EVENTS = ['focusin'] as const;

/**
 * A part of a served page that React takes over only when the reader reaches it. Until then it
 * stays the served HTML: readable, its links working (the browser follows them). It is taken
 * over, in a task of its own, when it comes near the viewport, when the reader moves the focus
 * into it, or once the browser has been idle for a while after the load. Inside, nothing may take new props or context from above before that (a dehydrated part
 * that does is taken over at once): live data comes through stores and queries.
 *
 * How: React keeps a Suspense boundary's served HTML, without hydrating it, while its content
 * suspends; the gate below suspends only in the hydrating render, until the part is wanted. In the
 * build, and in a page the browser renders itself (a client-side navigation), it never waits.
 */
export function HydrateLater({ children, className }: { children: ReactNode; className?: string }) {
  const [gate] = useState(createGate);
  // Only a part the page was served with waits; one the browser renders itself is there at once.
  const served = useServedRender();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !served || gate.open) return;
    servedPart(gate, false);
    const open = () => gate.release();
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: NEAR_MARGIN }) : null;
    if (observer) observer.observe(element);
    else open();
    for (const type of INPUT_EVENTS) element.addEventListener(type, open, { capture: true, passive: true, once: true });
    openWhenIdle(gate);
    void gate.opened.then(() => {
      observer?.disconnect();
      for (const type of INPUT_EVENTS) element.removeEventListener(type, open, { capture: true });
    });
    return () => {
      servedPart(gate, true);
      observer?.disconnect();
      for (const type of INPUT_EVENTS) element.removeEventListener(type, open, { capture: true });
    };
  }, [gate, served]);
  return (
    <div ref={box} className={className} data-hydrate-later="">
      <Suspense fallback={null}>
        <WhenWanted gate={gate}>{children}</WhenWanted>
      </Suspense>
    </div>
  );
}

/**
 * Suspends the hydrating render until the part is wanted (see HydrateLater). Every hook comes before
 * the `use`: when the gate opens right after the render suspended on it, React renders this
 * component again in place of the suspended attempt, with the hooks that attempt made; a hook after
 * a `use` that is skipped then was never made ("Update hook called on initial render"), an error
 * that made React give up taking the part over and draw it anew.
 */
export function WhenWanted({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydratingRender();
  // Its content has been taken over (or drawn): no longer a served part waiting.
  useEffect(() => {
    servedPart(gate, true);
  }, [gate]);
  if (hydrating && !gate.open) use(gate.opened);
  return children;
}
