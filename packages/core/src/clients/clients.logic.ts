/**
 * Client variants (add-ons spec sections 1 and 6) and sandboxed paths.
 *
 * Conventions:
 * - Three variants: `default` (the consumer app), `parenting` (managed-care parenting) and `health-plan`.
 *   A variant is chosen by the `__client__` query value or by the host's first label prefix; the query
 *   wins, so a link can force a variant on any host (this is how staging and support reproduce a client).
 * - The sunflower client (an account's `client` field) is the only one that loads the content library.
 */

/** The app's client variants: the consumer default, managed-care parenting, and health plan. */
export type ClientVariant = 'default' | 'parenting' | 'health-plan';

/** The query parameter that forces a client variant. */
export const CLIENT_QUERY_PARAM = '__client__';

/** The `__client__` query values of the non-default variants. */
export const CLIENT_QUERY_VALUES: Readonly<Record<Exclude<ClientVariant, 'default'>, string>> = {
  parenting: 'parenting',
  'health-plan': 'health-plan',
};

/** The host prefixes of the non-default variants (e.g. `parenting.example.com`, `healthplan-staging.example.com`). */
export const CLIENT_HOST_PREFIXES: Readonly<Record<Exclude<ClientVariant, 'default'>, string>> = {
  parenting: 'parenting',
  'health-plan': 'healthplan',
};

/** The account client that loads the content library (collections, pieces, tags). */
export const SUNFLOWER_CLIENT = 'sunflower';

/**
 * The client variant of the app: `__client__=parenting` or a host starting with `parenting` gives the
 * managed-care parenting variant; `__client__=health-plan` or a host starting with `healthplan` gives the
 * health-plan variant; otherwise the default. The query value wins over the host; an unknown query value
 * is ignored. Hosts and values are compared without regard to case.
 */
export function clientVariant(location: {
  readonly host: string;
  readonly clientQuery?: string | null;
}): ClientVariant {
  const query = location.clientQuery?.trim().toLowerCase();
  if (query === CLIENT_QUERY_VALUES.parenting) return 'parenting';
  if (query === CLIENT_QUERY_VALUES['health-plan']) return 'health-plan';
  const host = location.host.trim().toLowerCase();
  if (host.startsWith(CLIENT_HOST_PREFIXES.parenting)) return 'parenting';
  if (host.startsWith(CLIENT_HOST_PREFIXES['health-plan'])) return 'health-plan';
  return 'default';
}

/** Whether the account's client loads the content library: only the sunflower client does. */
export function loadsContent(accountClient: string | null | undefined): boolean {
  return accountClient === SUNFLOWER_CLIENT;
}

/** Whether discover cards and the Tools tab show: only in the default client (managed care and health plan hide them). */
export function showsDiscoverCards(variant: ClientVariant): boolean {
  return variant === 'default';
}

/** The tabs of the child view. */
export type ChildViewTab = 'timeline' | 'clinical' | 'scores' | 'tools';

/**
 * The tabs the child view's tab bar shows: timeline and scores for non-clinical accounts, tools only in the
 * default client for non-clinical accounts; clinical is never in the tab bar (clinical accounts reach it
 * directly).
 */
export function childViewTabs(facts: {
  readonly variant: ClientVariant;
  readonly clinical: boolean;
}): ChildViewTab[] {
  if (facts.clinical) return [];
  return facts.variant === 'default' ? ['timeline', 'scores', 'tools'] : ['timeline', 'scores'];
}

/**
 * The child view's tab for a route's tab parameter: timeline when absent or unknown; clinical only for
 * clinical accounts (they land on it instead of the timeline); a tab hidden for this account falls back
 * to the account's first tab.
 */
export function childViewTab(
  requested: string | null | undefined,
  facts: { readonly variant: ClientVariant; readonly clinical: boolean },
): ChildViewTab {
  if (facts.clinical) return 'clinical';
  const tabs = childViewTabs(facts);
  return tabs.find((tab) => tab === requested) ?? 'timeline';
}

/**
 * Whether a path is sandboxed (the share views, which need no login and hide purchase-only controls):
 * `/s` and `/share` and every path under them. With hash routing the path after `#` counts. `/sandbox` or
 * `/shared` are not sandboxed.
 */
export function isSandboxedPath(path: string): boolean {
  const clean = (path.startsWith('#') ? path.slice(1) : path).split(/[?#]/)[0] ?? '';
  return /^\/(s|share)(\/|$)/.test(clean);
}
