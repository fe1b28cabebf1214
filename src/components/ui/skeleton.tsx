/**
 * A grey placeholder block for loading states; hidden from assistive technology. `leadPicture`
 * marks the box where the page's lead picture may show before its story does
 * (src/features/feeds/lead-picture.ts).
 */
export function Skeleton({ className = '', leadPicture = false }: { className?: string; leadPicture?: boolean }) {
  return <div aria-hidden="true" data-lead-picture={leadPicture ? '' : undefined} className={`animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`} />;
}
