/**
 * Route metadata (`handle`) read by the shell: the route's name, what it needs (a finished account, a
 * subscription), its header and how its back button behaves.
 */
import { type UIMatch, useMatches } from 'react-router';

export type BackRule =
  | { readonly kind: 'warn' }
  | { readonly kind: 'browser' }
  | { readonly kind: 'previous' }
  | { readonly kind: 'named'; readonly name: string }
  | { readonly kind: 'parent' };

export type HeaderKind = 'none' | 'dashboard' | 'child' | 'tool' | 'course' | 'content';

export interface RouteHandle {
  readonly name?: string;
  readonly needs?: readonly ('account' | 'subscription')[];
  readonly header?: HeaderKind;
  readonly back?: BackRule;
  readonly sandboxed?: boolean;
  readonly contentPiece?: boolean;
}

export function handleOf(match: UIMatch | undefined): RouteHandle {
  const handle = match?.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}

/** The deepest route's metadata merged over its parents' (needs add up, the rest is overridden). */
export function mergedHandle(
  matches: readonly UIMatch[],
): Omit<RouteHandle, 'needs'> & { readonly needs: readonly string[] } {
  let merged: RouteHandle = {};
  const needs = new Set<string>();
  for (const match of matches) {
    const handle = handleOf(match);
    for (const need of handle.needs ?? []) needs.add(need);
    merged = { ...merged, ...handle };
  }
  return { ...merged, needs: [...needs] };
}

export function useRouteHandle() {
  return mergedHandle(useMatches());
}
