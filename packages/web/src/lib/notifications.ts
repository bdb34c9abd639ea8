/**
 * App-wide notifications (the error catalogue's 'API Error ({status})', 'Request Error', ...). Each holds
 * locale keys, never English, so the shell renders them in the family's language.
 */
import { type AppError, describeError } from '@attune/core/rules';
import { useSyncExternalStore } from 'react';

export interface AppNotification {
  readonly id: number;
  /** The title's locale key, when the catalogue gives one ('API Error ({{status}})'). */
  readonly title: string | null;
  /** The message's locale key, or a payment provider's own words when `verbatim`. */
  readonly message: string;
  readonly verbatim?: boolean;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly persist?: boolean;
}

let items: readonly AppNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function notify(n: Omit<AppNotification, 'id'>): number {
  const id = nextId++;
  items = [...items, { ...n, id }];
  emit();
  if (!n.persist && typeof window !== 'undefined') window.setTimeout(() => dismiss(id), 6000);
  return id;
}

export function dismiss(id: number): void {
  items = items.filter((n) => n.id !== id);
  emit();
}

/** Shows a catalogue error as core's `describeError` words it; errors the catalogue keeps quiet show nothing. */
export function notifyError(error: AppError): number | null {
  const description = describeError(error);
  const message = description.messageKey ?? description.verbatim;
  if (!description.notify || message === null) return null;
  return notify({
    title: description.titleKey,
    message,
    values: description.values,
    ...(description.verbatim === null ? {} : { verbatim: true }),
  });
}

/** Clears notifications that are not persistent (log in and log out do this). */
export function clearTransientNotifications(): void {
  items = items.filter((n) => n.persist);
  emit();
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}
