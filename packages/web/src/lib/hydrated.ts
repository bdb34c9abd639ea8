import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is rendered at build time and while the browser hydrates it, true afterwards.
 *
 * A prerendered form paints before its JavaScript runs. Until it is hydrated its fields are read-only and
 * its button disabled: a tap then would submit the browser's own way (the email and password in the
 * address) and typing would be lost when React takes the fields over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
