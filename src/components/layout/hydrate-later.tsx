import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { servedPart } from '@/lib/page-shown';
import { useHydratingRender, useServedRender } from '@/lib/use-hydrated';

/** About a screen beyond the view, so a part is interactive and current before the reader reaches it. */
const NEAR_MARGIN = '100% 0px';
/**
 * After the load event, how long before the parts still served are taken over one per idle moment:
 * long enough that a phone's start-up and first feeds are over.
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

/** Parts waiting for the browser to be idle, taken over one per idle callback, in page order. */
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
 * Input that means the reader is about to use a part's controls. Not pointer presses: links are
 * answered by the document (src/app/link-taps.ts) and need no hydration.
 */
const INPUT_EVENTS = ['focusin'] as const;

/**
 * A part of a served page that React takes over only when the reader nears it, focuses into it, or
 * the browser has long been idle; until then it stays served HTML, readable with working links.
 * Nothing inside may take new props or context from above before that (React would hydrate it at
 * once): live data comes through stores and queries.
 *
 * React keeps a suspended Suspense boundary's served HTML without hydrating it, so the gate
 * suspends the hydrating render until the part is wanted. Client-rendered pages never wait.
 */
export function HydrateLater({ children, className }: { children: ReactNode; className?: string }) {
  const [gate] = useState(createGate);
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
 * Suspends the hydrating render until the part is wanted. Every hook must come before the `use`:
 * React replays the suspended attempt with the hooks it made, and a hook after the `use` would be
 * missing ("Update hook called on initial render"), making React re-render the part from scratch.
 */
export function WhenWanted({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydratingRender();
  useEffect(() => {
    servedPart(gate, true);
  }, [gate]);
  if (hydrating && !gate.open) use(gate.opened);
  return children;
}
