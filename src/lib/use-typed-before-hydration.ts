import { useEffect, type RefObject } from 'react';

/**
 * What a reader typed into a served field before the app took the page over. React keeps such a
 * field's text on hydration but not in its own state, so a search submitted then would read an
 * empty query. A hydrated field whose text differs from its `defaultValue` has been typed in, and
 * `adopt` gets that text.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (value: string) => void): void {
  useEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) adopt(input.value);
  }, [field, adopt]);
}

/**
 * The text to submit from such a field: its own, which is what the reader sees. Typed while the app
 * takes the field over, it reaches `state` only in the effect above, after hydration; a submit
 * before then would send the older state.
 */
export function typedText(field: RefObject<HTMLInputElement | null>, state: string): string {
  return field.current?.value ?? state;
}
