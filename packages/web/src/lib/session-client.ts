/**
 * The client variant of this session of the app (add-ons spec sections 1 and 6): chosen by core's
 * `rememberedClientVariant` from the `__client__` query value, what this session already remembered, the
 * `__client__` of the page this one was opened from and the host's prefix, and kept in session storage so
 * it survives navigation (the query is gone after the first link) and reloads. Sign-up records it on the
 * account; once logged in, core's `appClient` lets the account's client decide, as the server's gates do.
 */
import {
  type AccountClient,
  accountClientOf,
  CLIENT_QUERY_PARAM,
  type ClientVariant,
  rememberedClientVariant,
} from '@attune/core/rules';

const STORAGE_KEY = 'attune.clientVariant';

function readRemembered(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The `__client__` of the page this one was opened from, when it is of this site (the pages send their
 * address to their own site only: `Referrer-Policy: same-origin`). A link tapped on a prerendered page
 * before the app had started there is a plain link: the query stays behind, and only this tells it.
 */
function openedFromQuery(): string | null {
  try {
    if (!document.referrer) return null;
    const from = new URL(document.referrer);
    return from.origin === window.location.origin ? from.searchParams.get(CLIENT_QUERY_PARAM) : null;
  } catch {
    return null;
  }
}

/** The variant of this session, remembered again (a `__client__` in the address switches it). */
export function sessionClientVariant(search?: string): ClientVariant {
  if (typeof window === 'undefined') return 'default';
  const query = new URLSearchParams(search ?? window.location.search).get(CLIENT_QUERY_PARAM);
  const remembered = readRemembered();
  const variant = rememberedClientVariant({
    host: window.location.host,
    clientQuery: query,
    remembered,
    // asked only when the address and the session name no variant (the first page of a session)
    openedFromQuery: query === null && remembered === null ? openedFromQuery() : null,
  });
  // written only when it changes: every render of a page that shows the variant asks (a write is costly)
  if (variant !== remembered)
    try {
      sessionStorage.setItem(STORAGE_KEY, variant);
    } catch {
      // private mode: the variant lasts as long as the page
    }
  return variant;
}

/** The client sign-up records for this session (absent for the default client). */
export function signUpClient(): AccountClient | null {
  return accountClientOf(sessionClientVariant());
}
