import { Suspense, type ReactNode } from 'react';

/**
 * A part of a served page that becomes interactive after the rest. React hydrates the content
 * of a Suspense boundary in a pass of its own, after the page around it has hydrated and
 * committed, and at a lower priority than updates: on a slow phone the top of the page answers
 * sooner, and new stories are shown without waiting for the parts below the fold. A click on a
 * part not yet hydrated hydrates it at once and is then handled. Nothing in it may suspend in
 * the browser: the fallback is empty.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
