/**
 * The last 10 visited routes (name, params, timestamp, session id), newest last, kept in session storage.
 */
export interface VisitedRoute {
  readonly name: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly timestamp: number;
  readonly sessionID: string;
}

export const ROUTE_HISTORY_LIMIT = 10;
const KEY = 'attune.routeHistory';

/** Appends a visit, dropping the oldest beyond 10; a reload of the same path is not a new visit. */
export function pushVisit(history: readonly VisitedRoute[], visit: VisitedRoute): VisitedRoute[] {
  const last = history[history.length - 1];
  if (last && last.path === visit.path) return [...history.slice(0, -1), visit];
  return [...history, visit].slice(-ROUTE_HISTORY_LIMIT);
}

/** The most recent earlier visit whose route name differs from the current one. */
export function previousOtherRoute(
  history: readonly VisitedRoute[],
  currentName: string,
): VisitedRoute | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const visit = history[i];
    if (visit && visit.name !== currentName) return visit;
  }
  return null;
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
