/** The `@attune/api` client of the web app, created on first use (see api-client.ts). */
import { contract, createClient, createStorageCacheStore, toAppError, toPromise } from '@attune/api';
import { getAccount } from './account';
import { getApiLanguage, unauthorized } from './api-client';
import { browserTimeZone } from './family-day';
import { notifyError } from './notifications';

export { toAppError };

function cacheStore() {
  try {
    return createStorageCacheStore(window.localStorage);
  } catch {
    return undefined;
  }
}

export function createWebClient() {
  const store = cacheStore();
  const client = createClient({
    baseUrl: `${window.location.origin}/v1`,
    // The token travels in the server's HttpOnly cookie; the page never holds it (account.ts).
    getToken: () => getAccount()?.token || undefined,
    isLoggedIn: () => getAccount() !== null,
    getLanguage: getApiLanguage,
    getTimeZone: browserTimeZone,
    isOnline: () => navigator.onLine,
    isLoggingOut: () => window.location.pathname === '/logout',
    onUnauthorized: () => unauthorized(),
    // The notification is already a catalogue error ('request-error', 'api-error' with its status, a gate's
    // 'gate-refused' with its blocker, 'no-response').
    onNotify: (notification) => notifyError(notification),
    ...(store ? { cache: { store, appVersion: __APP_VERSION__ } } : {}),
  });
  return { client, run: toPromise, contract };
}
