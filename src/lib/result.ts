/** Typed outcome of a network boundary: success with a value, or a named failure. */
export type FailureKind = 'timeout' | 'http' | 'parse' | 'empty' | 'network' | 'aborted';

export type Result<T, K extends string = FailureKind> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly kind: K; readonly message: string };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<K extends string>(kind: K, message: string): { readonly ok: false; readonly kind: K; readonly message: string } {
  return { ok: false, kind, message };
}
