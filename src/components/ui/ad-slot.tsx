import { useEffect } from 'react';
import { env } from '@/config/env';

type AdSlotSize = 'rectangle' | 'tall' | 'leaderboard';

const MIN_HEIGHT: Record<AdSlotSize, string> = {
  // 300x250 everywhere.
  rectangle: 'min-h-[250px]',
  // 300x600 half page (sidebar).
  tall: 'min-h-[600px]',
  // 300x250 on phones, 728x90 banner area from 768px; height stays reserved at 250 so nothing shifts.
  leaderboard: 'min-h-[250px] md:min-h-[250px]',
};

let scriptInjected = false;

/** Injects the configured external ad script once per page load. Exported for tests. */
export function injectAdScript(src: string | null, doc: Document = document): boolean {
  if (!src || scriptInjected) return false;
  if (doc.querySelector(`script[data-ad-script]`)) return false;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.adScript = 'true';
  doc.head.appendChild(script);
  scriptInjected = true;
  return true;
}

/**
 * A reserved, labelled advertising slot. Space is held at its final size so
 * late ads never move the page. With no ad script configured the slot stays
 * reserved and labelled.
 */
export function AdSlot({
  id,
  size = 'rectangle',
  className = '',
  label = 'Advertisement',
}: {
  id: string;
  size?: AdSlotSize;
  className?: string;
  /** Accessible name of the landmark; give each slot on a page its own (axe: landmark-unique). */
  label?: string;
}) {
  useEffect(() => {
    injectAdScript(env.adScriptUrl);
  }, []);

  return (
    <aside aria-label={label} className={`flex flex-col items-stretch ${className}`}>
      <p className="mb-1 text-center text-[11px] font-medium uppercase tracking-widest text-slate-600 dark:text-slate-400">Advertisement</p>
      <div
        id={id}
        data-ad-slot={id}
        data-ad-size={size}
        className={`flex w-full items-center justify-center rounded border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 ${MIN_HEIGHT[size]}`}
      >
        {env.adScriptUrl ? null : <span>Ad space</span>}
      </div>
    </aside>
  );
}
