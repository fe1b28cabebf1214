import { useEffect, type RefObject } from 'react';

/**
 * What a reader typed into a served field before the app took the page over. The page's HTML is
 * usable before its code runs (the search box can be opened and typed in, src/lib/early-input.ts),
 * and React keeps such a field's text when it hydrates it but not its own state, which still holds
 * the value it rendered: a search submitted then would read an empty query. Once hydrated, a field
 * whose text differs from the value React rendered (its `defaultValue`) has been typed in: `adopt`
 * is called with that text. A field rendered by the app itself never differs, so nothing happens.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (value: string) => void): void {
  useEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) adopt(input.value);
  }, [field, adopt]);
}
