import { useOnline } from '@/lib/use-online';

/**
 * A quiet line under the header while the browser has no network, in a live region that is
 * there before it is needed: in the served HTML too (empty, as the build is online), so hydration
 * has nothing to add unless the reader is offline.
 */
export default function OfflineStatus() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="offline-banner">
          You are offline. You are reading what this device saved; new stories load when you reconnect.
        </p>
      )}
    </div>
  );
}
