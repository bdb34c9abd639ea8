/**
 * Client variants (add-ons spec sections 1 and 6) and sandboxed paths.
 *
 * Conventions:
 * - Three variants: `default` (the consumer app), `parenting` (managed-care parenting) and `health-plan`.
 *   A variant is chosen by the `__client__` query value or by the host's first label prefix; the query
 *   wins, so a link can force a variant on any host (this is how staging and support reproduce a client).
 * - A fourth client, `sunflower`, is chosen the same way (`__client__=sunflower`, a host starting with
 *   `sunflower`); it is the only one that loads the content library.
 * - The app remembers the variant it was opened with for the session of the app (see
 *   `rememberedClientVariant`); sign-up records it on the account (`accountClientOf`), and once logged in
 *   the account's client decides (`appClient`): it is what the server's gates read.
 * - Only the default client shows discover cards, add-on plans and the Tools tab; client-variant measures
 *   (DESSA, pediatric symptom checklist, medication side effects, Social + Emotional) show only outside it.
 */

/** The app's client variants: the consumer default, managed-care parenting, and health plan. */
export type ClientVariant = 'default' | 'parenting' | 'health-plan' | 'sunflower';

/** The clients an account can belong to (the default client is stored as `null`). */
export const ACCOUNT_CLIENTS = ['parenting', 'health-plan', 'sunflower'] as const;
/** An account's client. */
export type AccountClient = (typeof ACCOUNT_CLIENTS)[number];

/** The query parameter that forces a client variant. */
export const CLIENT_QUERY_PARAM = '__client__';

/** The `__client__` query values of the non-default variants. */
export const CLIENT_QUERY_VALUES: Readonly<Record<Exclude<ClientVariant, 'default'>, string>> = {
  parenting: 'parenting',
  'health-plan': 'health-plan',
  sunflower: 'sunflower',
};

/** The host prefixes of the non-default variants (e.g. `parenting.example.com`, `healthplan-staging.example.com`). */
export const CLIENT_HOST_PREFIXES: Readonly<Record<Exclude<ClientVariant, 'default'>, string>> = {
  parenting: 'parenting',
  'health-plan': 'healthplan',
  sunflower: 'sunflower',
};

/** The account client that loads the content library (collections, pieces, tags). */
export const SUNFLOWER_CLIENT: ClientVariant = 'sunflower';

/**
 * The client variant of the app: `__client__=parenting` or a host starting with `parenting` gives the
 * managed-care parenting variant; `__client__=health-plan` or a host starting with `healthplan` gives the
 * health-plan variant; `__client__=sunflower` or a host starting with `sunflower` the sunflower client;
 * otherwise the default. The query value wins over the host; an unknown query value is ignored. Hosts and
 * values are compared without regard to case.
 */
export function clientVariant(location: {
  readonly host: string;
  readonly clientQuery?: string | null;
}): ClientVariant {
  return variantFromQuery(location.clientQuery) ?? variantFromHost(location.host) ?? 'default';
}

const NON_DEFAULT = ACCOUNT_CLIENTS;

function variantFromQuery(clientQuery: string | null | undefined): ClientVariant | null {
  const query = clientQuery?.trim().toLowerCase();
  return NON_DEFAULT.find((variant) => CLIENT_QUERY_VALUES[variant] === query) ?? null;
}

function variantFromHost(rawHost: string): ClientVariant | null {
  const host = rawHost.trim().toLowerCase();
  return NON_DEFAULT.find((variant) => host.startsWith(CLIENT_HOST_PREFIXES[variant])) ?? null;
}

/**
 * The variant the app keeps for its session: a `__client__` query value in the address wins (a link can
 * switch it), then the variant already remembered for this session (so it survives navigation, where the
 * query is gone, and reloads), then the `__client__` of the same site's page this one was opened from
 * (`openedFromQuery`: a link tapped on a page opened with `__client__` before the app had started there,
 * as on a slow phone, leaves the query behind and remembers nothing), then the host's prefix, then the
 * default.
 */
export function rememberedClientVariant(facts: {
  readonly host: string;
  readonly clientQuery?: string | null;
  readonly remembered?: string | null;
  readonly openedFromQuery?: string | null;
}): ClientVariant {
  const remembered = facts.remembered === 'default' ? 'default' : variantFromQuery(facts.remembered);
  return (
    variantFromQuery(facts.clientQuery) ??
    remembered ??
    variantFromQuery(facts.openedFromQuery) ??
    variantFromHost(facts.host) ??
    'default'
  );
}

/** The client sign-up records on the account for the app's variant: `null` for the default client. */
export function accountClientOf(variant: ClientVariant): AccountClient | null {
  return variant === 'default' ? null : variant;
}

/**
 * The client the app shows: a logged-in account's own client (what the server's gates enforce; an account
 * without one is the default client), otherwise the variant the app was opened with.
 */
export function appClient(facts: {
  readonly variant: ClientVariant;
  readonly account?: { readonly client: string | null } | null;
}): ClientVariant {
  if (!facts.account) return facts.variant;
  return variantFromQuery(facts.account.client) ?? 'default';
}

/** Whether the account's client loads the content library: only the sunflower client does. */
export function loadsContent(accountClient: string | null | undefined): boolean {
  return accountClient === SUNFLOWER_CLIENT;
}

/** Whether the client offers add-ons (their plans and pages): only the default client does. */
export function offersAddOns(variant: ClientVariant): boolean {
  return variant === 'default';
}

/**
 * Whether a measure shows for the client: a client-variant measure (DESSA, pediatric symptom checklist,
 * medication side effects, Social + Emotional) only outside the default client; the others everywhere.
 */
export function showsMeasure(
  measure: { readonly clientVariantOnly: boolean },
  variant: ClientVariant,
): boolean {
  return !measure.clientVariantOnly || variant !== 'default';
}

/**
 * Whether a plan shows for the client: a plan that comes with an add-on (`addOnPlan`, sold on the Tools
 * tab) only in the default client, which alone offers add-ons; the core plans everywhere.
 */
export function showsPlan(plan: { readonly addOnPlan: boolean }, variant: ClientVariant): boolean {
  return !plan.addOnPlan || offersAddOns(variant);
}

/**
 * The plans whose required sessions unlock the managed-care summary (managed-care parenting client), in
 * the order of `MANAGED_CARE_SUMMARY_POSITIONS`: essentials, Vanderbilt, coordinate care.
 */
export const MANAGED_CARE_SUMMARY_PLANS: readonly [string, string, string] = [
  'attune-essentials',
  'vanderbilt',
  'coordinate-care',
];

/** The tabs of the content home, in order; for-you is the default. */
export const CONTENT_TABS = ['for-you', 'explore', 'saved'] as const;
/** A tab of the content home. */
export type ContentTab = (typeof CONTENT_TABS)[number];

/** The content home's tab for a route's tab parameter: for-you when absent or unknown. */
export function contentTab(requested: string | null | undefined): ContentTab {
  return CONTENT_TABS.find((tab) => tab === requested) ?? 'for-you';
}

/** How long the content search waits after the last keystroke before it searches (ms). */
export const CONTENT_SEARCH_DEBOUNCE_MS = 1000;

/** Whether discover cards and the Tools tab show: only in the default client (managed care and health plan hide them). */
export function showsDiscoverCards(variant: ClientVariant): boolean {
  return variant === 'default';
}

/** The tabs of the child view. */
export type ChildViewTab = 'timeline' | 'clinical' | 'scores' | 'tools';

/**
 * The tabs of the child view, decided once here for the web and every other client. A clinical account
 * has the Clinical tab first (its appointment, questionnaires and consent) and then the child's plans and
 * sessions (timeline) and scores, so a clinic family reaches its child's plans; a family account has the
 * timeline and scores, and the Tools tab only in the default client.
 */
export function childViewTabs(facts: {
  readonly variant: ClientVariant;
  readonly clinical: boolean;
}): ChildViewTab[] {
  if (facts.clinical) return ['clinical', 'timeline', 'scores'];
  return facts.variant === 'default' ? ['timeline', 'scores', 'tools'] : ['timeline', 'scores'];
}

/**
 * The child view's tab for a route's tab parameter: the account's first tab when absent or not one of
 * its tabs ({@link childViewTabs}): a clinical account lands on Clinical, and may open its timeline and
 * scores; a family account lands on the timeline.
 */
export function childViewTab(
  requested: string | null | undefined,
  facts: { readonly variant: ClientVariant; readonly clinical: boolean },
): ChildViewTab {
  const tabs = childViewTabs(facts);
  return tabs.find((tab) => tab === requested) ?? tabs[0] ?? 'timeline';
}

/** Whether the child's header counts a finished appointment: one of them has a session end time. */
export function hasFinishedAppointment(
  appointments: readonly { readonly session_end_time: string | null }[],
): boolean {
  return appointments.some((appointment) => appointment.session_end_time !== null);
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
