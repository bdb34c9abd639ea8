/**
 * Route guards, the back button and the route history (core-app.md sections 2, 3 and 9).
 *
 * Conventions:
 * - A route declares what it needs in its metadata ({@link RouteRequirements}); a child route inherits its
 *   parents' needs ({@link mergeRouteRequirements}). Guards return a decision as data; the router acts on it.
 * - The route history lists visited routes oldest first, the current route last, at most 10.
 */
import type { RouteHistoryEntry } from './navigation.schema';

/** What a route needs before it shows. */
export interface RouteRequirements {
  /** Only for logged-in users (every route under /app). */
  readonly requiresAuth?: boolean;
  /** Only for logged-out visitors (landing, signup, login). */
  readonly loggedOutOnly?: boolean;
  /** Needs a finished account (not a template user, and confirmed). */
  readonly requiresAccount?: boolean;
  /** Needs an active subscription. */
  readonly requiresSubscription?: boolean;
  /** Needs a signed consent form. */
  readonly requiresConsent?: boolean;
}

/** What the guards know about the visitor. */
export interface GuardFacts {
  /** Logged in means a token exists. */
  readonly loggedIn: boolean;
  /** Account creation is finished (see {@link isAccountFinished}). */
  readonly accountFinished: boolean;
  readonly hasSubscription: boolean;
  readonly consentSigned?: boolean;
}

/** A blocker: a modal with Continue and Go Back shown instead of the route. */
export type RouteBlocker = 'create-account' | 'subscription' | 'consent-form';

/**
 * The guards' decision: show the route, go elsewhere (login keeps the full path to come back to), or stay
 * put and show a blocker.
 */
export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: 'login'; readonly redirect: string }
  | { readonly kind: 'redirect'; readonly to: 'home' }
  | { readonly kind: 'blocker'; readonly blocker: RouteBlocker };

/** The needs of a route and all its parents together (a need of any of them counts). */
export function mergeRouteRequirements(
  matched: readonly (RouteRequirements | null | undefined)[],
): RouteRequirements {
  const some = (key: keyof RouteRequirements) => matched.some((meta) => meta?.[key] === true);
  return {
    requiresAuth: some('requiresAuth'),
    loggedOutOnly: some('loggedOutOnly'),
    requiresAccount: some('requiresAccount'),
    requiresSubscription: some('requiresSubscription'),
    requiresConsent: some('requiresConsent'),
  };
}

/**
 * Whether an account's creation is finished: it is not a template user and its email is confirmed.
 */
export function isAccountFinished(
  account: { readonly template_user: boolean; readonly confirmed_at: string | null } | null | undefined,
): boolean {
  return account != null && !account.template_user && account.confirmed_at !== null;
}

/**
 * The route guards, in order:
 * 1. a route for logged-in users, requested while logged out: go to login with `redirect` holding the
 *    full path (with query and hash) to come back to;
 * 2. a logged-out-only route requested while logged in: go home;
 * 3. a route needing a finished account while account creation is unfinished: the create-account blocker;
 * 4. a route needing a subscription without one: the subscription blocker;
 * 5. a route needing a consent form not signed: the consent-form blocker;
 * otherwise the route shows. Needing an account, a subscription or consent implies being logged in.
 */
export function guardRoute(
  route: { readonly fullPath: string; readonly meta: RouteRequirements },
  facts: GuardFacts,
): GuardDecision {
  const meta = route.meta;
  const needsLogin =
    meta.requiresAuth === true ||
    meta.requiresAccount === true ||
    meta.requiresSubscription === true ||
    meta.requiresConsent === true;
  if (needsLogin && !facts.loggedIn) return { kind: 'redirect', to: 'login', redirect: route.fullPath };
  if (meta.loggedOutOnly && facts.loggedIn) return { kind: 'redirect', to: 'home' };
  if (meta.requiresAccount && !facts.accountFinished) return { kind: 'blocker', blocker: 'create-account' };
  if (meta.requiresSubscription && !facts.hasSubscription)
    return { kind: 'blocker', blocker: 'subscription' };
  if (meta.requiresConsent && !facts.consentSigned) return { kind: 'blocker', blocker: 'consent-form' };
  return { kind: 'allow' };
}

/** How a route's back button behaves (route metadata). */
export type BackRule =
  | 'browser'
  | 'previous'
  | 'parent'
  | { readonly name: string; readonly params?: Readonly<Record<string, string>> };

/** A route as the back button sees it. */
export interface BackRoute {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  readonly meta?: { readonly back?: BackRule; readonly warnBeforeLeaving?: boolean };
  /** The parent route, when the route is nested. */
  readonly parent?: { readonly name: string; readonly params: Readonly<Record<string, string>> } | null;
}

/** Where the back button goes. */
export type BackTarget =
  | { readonly kind: 'browser-back' }
  | { readonly kind: 'route'; readonly name: string; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'home' };

/**
 * The back button's target, from the current route's metadata:
 * - `browser`: the browser's back, when this app session has an earlier route in the history;
 * - `previous`: the latest earlier route of this app session with a different name (so going back from
 *   item 3 to item 2 of a session does not count as back);
 * - a named route: that route, with its own params or else the current ones;
 * - `parent`: the parent route;
 * and home when the rule gives nothing (no rule, no earlier route, no parent). `warn` asks the UI to
 * confirm first ('Are you sure you want to go back? You may lose any unsaved changes.').
 *
 * `history` is the route history, oldest first, whose last entry is the current route.
 */
export function backTarget(
  current: BackRoute,
  history: readonly RouteHistoryEntry[],
): { readonly warn: boolean; readonly target: BackTarget } {
  const warn = current.meta?.warnBeforeLeaving === true;
  const rule = current.meta?.back;
  const last = history.at(-1);
  const earlier = history
    .slice(0, -1)
    .filter((entry) => last === undefined || entry.sessionID === last.sessionID);
  let target: BackTarget = { kind: 'home' };
  if (rule === 'browser') {
    if (earlier.length > 0) target = { kind: 'browser-back' };
  } else if (rule === 'previous') {
    const previous = earlier.findLast((entry) => entry.name !== current.name);
    if (previous) target = { kind: 'route', name: previous.name, params: previous.params };
  } else if (rule === 'parent') {
    if (current.parent) target = { kind: 'route', name: current.parent.name, params: current.parent.params };
  } else if (rule !== undefined) {
    target = { kind: 'route', name: rule.name, params: rule.params ?? current.params };
  }
  return { warn, target };
}

/** How many visited routes the app keeps. */
export const ROUTE_HISTORY_LIMIT = 10;

/**
 * Adds a visited route (name, params, timestamp and app session id, all passed in) to the route history,
 * keeping the last 10, oldest first.
 */
export function pushRouteHistory(
  history: readonly RouteHistoryEntry[],
  entry: RouteHistoryEntry,
): RouteHistoryEntry[] {
  return [...history, entry].slice(-ROUTE_HISTORY_LIMIT);
}

/** The longest path the app keeps to come back to (after log-in, sign-up and the account's confirmation). */
export const RETURN_PATH_MAX_LENGTH = 512;

/**
 * Whether `value` is a page of this app to come back to after log-in, sign-up or the confirmation link
 * (the `redirect` query, the sign-up's `return_to`): a path on this site (starting with one `/`, no
 * backslash, no control character), at most {@link RETURN_PATH_MAX_LENGTH} characters. Anything else (an
 * absolute URL, `//host`) could send the family to another site, and is ignored.
 */
export function isReturnPath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  return !/[\\\u0000-\u001f\u007f]/.test(value);
}

/**
 * Where the family goes once a child is added: the child's onboarding (its questionnaires and improvement
 * areas, the spec's get-started flow) when it is the family's first child or the child was added from
 * get-started; otherwise the child's view.
 */
export function afterChildAdded(facts: {
  /** How many children the family had before this one. */
  readonly childrenBefore: number;
  /** Whether the child was added from get-started. */
  readonly gettingStarted: boolean;
}): 'onboarding' | 'child-view' {
  return facts.gettingStarted || facts.childrenBefore === 0 ? 'onboarding' : 'child-view';
}

/**
 * Whether `pathname` is a page of a route pattern as the app's router writes them (React Router's syntax):
 * `/app/child/:child_id` (a parameter is one non-empty segment), `:plan_tab?` (an optional one), a final
 * `*` (any rest, or none); literal segments compare without regard to case, and empty segments (a
 * trailing slash, `//`) do not count, as the router reads them.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter((part) => part !== '');
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const match = (p: number, s: number): boolean => {
    if (p === parts.length) return s === segments.length;
    const part = parts[p] ?? '';
    if (part === '*') return true;
    if (part.startsWith(':') && part.endsWith('?'))
      return match(p + 1, s) || (s < segments.length && match(p + 1, s + 1));
    if (s === segments.length) return false;
    if (part.startsWith(':')) return match(p + 1, s + 1);
    const segment = segments[s] ?? '';
    return part.toLowerCase() === segment.toLowerCase() && match(p + 1, s + 1);
  };
  return match(0, 0);
}

/**
 * Whether `pathname` is one of the app's pages: it matches one of the router's `patterns` (every route's
 * full path, the catch-all page-not-found excluded). The server answers any other path 404 (with the app,
 * which shows its page-not-found).
 */
export function isKnownAppPath(patterns: readonly string[], pathname: string): boolean {
  return patterns.some((pattern) => pattern !== '*' && matchesRoutePattern(pattern, pathname));
}
