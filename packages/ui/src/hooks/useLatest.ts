import { useRef } from 'react';

/** A ref always holding the latest value, so a machine built once can call the app's newest callbacks. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
