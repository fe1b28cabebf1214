import { useEffect } from 'react';

/** Logs a failure once per error object (not once per render or retry). */
export function useLogError(scope: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`[blog] ${scope}:`, error instanceof Error ? error.message : error);
  }, [scope, error]);
}
