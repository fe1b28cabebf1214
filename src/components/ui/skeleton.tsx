import { keepPulsesFromReact } from './skeleton-pulses';

/**
 * A grey placeholder block for loading states; hidden from assistive technology. `still` leaves
 * out its own pulse, for a block inside a group that pulses as one.
 *
 * `leadPicture` marks the box of the page's lead picture while its story loads: it shows the
 * publication's placeholder picture, on purpose the largest thing on the first screen until the
 * story comes (src/features/feeds/lead-picture.ts).
 */
export const LEAD_PLACEHOLDER_PICTURE = '/images/lead-placeholder.webp';

// In the browser, the pulses' animation events stop before React's root listener (skeleton-pulses.ts).
if (typeof window !== 'undefined') keepPulsesFromReact(window);

/** The pulse of a placeholder, or of a group of them (`<Skeleton still>` inside it): one animation, so one composited layer, per group. */
export const PULSE_CLASS = 'animate-pulse motion-reduce:animate-none';

export function Skeleton({ className = '', leadPicture = false, still = false }: { className?: string; leadPicture?: boolean; still?: boolean }) {
  if (leadPicture) {
    return (
      <div aria-hidden="true" data-lead-picture="" className={`overflow-hidden rounded bg-brand-800 ${className}`}>
        <img src={LEAD_PLACEHOLDER_PICTURE} alt="" width={960} height={540} className="h-full w-full object-cover" />
      </div>
    );
  }
  return <div aria-hidden="true" className={`${still ? '' : `${PULSE_CLASS} `}rounded bg-slate-200 dark:bg-slate-800 ${className}`} />;
}
