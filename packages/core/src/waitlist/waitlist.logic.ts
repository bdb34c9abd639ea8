/**
 * Rules of the waiting list for add-ons that are not available yet.
 */

import type { AppError } from '../errors/errors.logic';

/** The fields of a wait-list item these rules read. */
export interface WaitListItemFacts {
  readonly id: number;
  readonly name: string;
}

/**
 * Why joining the waiting list failed, as data. Both show 'Something went wrong. Please try again.'
 * for 3.5 seconds:
 * - `no-waitlist-item`: the add-on has no waiting-list item to join ('No waitlist item found');
 * - `join-failed`: the call did not succeed.
 */
export type WaitlistError = { readonly kind: 'no-waitlist-item' } | { readonly kind: 'join-failed' };

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The waiting-list item of an add-on: the one named like the solution (names compared without regard
 * to case or surrounding spaces), or null when it has none.
 */
export function findWaitListItem<Item extends { readonly name: string }>(
  items: readonly Item[],
  solutionName: string,
): Item | null {
  return items.find((item) => sameName(item.name, solutionName)) ?? null;
}

/** Whether the family is already on the waiting list for an item: one of their items has its id or name. */
export function hasJoinedWaitlist(joined: readonly WaitListItemFacts[], item: WaitListItemFacts): boolean {
  return joined.some((entry) => entry.id === item.id || sameName(entry.name, item.name));
}

/**
 * The waiting-list error as an entry of the app's error catalogue, for `describeError`: whatever went
 * wrong, the parent reads 'Something went wrong. Please try again.' ('No waitlist item found' is only
 * for developers).
 */
export function waitlistErrorToAppError(_error: WaitlistError): AppError {
  return { kind: 'waitlist-failed' };
}
