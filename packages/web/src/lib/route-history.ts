/**
 * The last 10 visited routes, kept in session storage. The history rule (oldest first, the current route
 * last, at most 10) is core's `pushRouteHistory`; each entry also keeps the visited path so the back
 * button can return to it.
 */
import { pushRouteHistory, type RouteHistoryEntry } from '@attune/core/rules';

/** A visited route: core's history entry plus the path (with query) it was visited at. */
export type VisitedRoute = RouteHistoryEntry & { readonly path: string };

const KEY = 'attune.routeHistory';

/**
 * Records a visit with core's `pushRouteHistory`. A reload or revalidation of the same path is not a new
 * visit: the history stays as it is.
 */
export function pushVisit(history: readonly VisitedRoute[], visit: VisitedRoute): VisitedRoute[] {
  if (history.at(-1)?.path === visit.path) return [...history];
  const kept = new Set<RouteHistoryEntry>(pushRouteHistory(history, visit));
  return [...history, visit].filter((entry) => kept.has(entry));
}

/** The path of the latest visit with this name and these params (to follow core's `backTarget`). */
export function visitedPath(
  history: readonly VisitedRoute[],
  name: string,
  params: Readonly<Record<string, string>>,
): string | null {
  const same = (a: Readonly<Record<string, string>>) =>
    Object.keys(a).length === Object.keys(params).length &&
    Object.entries(a).every(([key, value]) => params[key] === value);
  return history.findLast((entry) => entry.name === name && same(entry.params))?.path ?? null;
}

/** Route params without the missing ones, as core's history entries hold them. */
export function definedParams(params: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) result[key] = value;
  return result;
}

export function readRouteHistory(): VisitedRoute[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as VisitedRoute[]) : [];
  } catch {
    return [];
  }
}

export function writeRouteHistory(history: readonly VisitedRoute[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(history));
  } catch {
    // storage full or disabled: history is a convenience only
  }
}

export function clearRouteHistory(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}

let sessionId: string | null = null;
/** One id per browser tab session. */
export function browserSessionId(): string {
  if (sessionId) return sessionId;
  try {
    sessionId = sessionStorage.getItem('attune.sessionID');
    if (!sessionId) {
      sessionId = Math.random().toString(36).slice(2);
      sessionStorage.setItem('attune.sessionID', sessionId);
    }
  } catch {
    sessionId = 'memory';
  }
  return sessionId;
}
