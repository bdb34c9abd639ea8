/** The `@attune/api` client of the web app, created on first use (see api-client.ts). */
import { createClient, createStorageCacheStore, toAppError, toPromise } from '@attune/api';
import { getAccount } from './account';
import { getApiLanguage, unauthorized } from './api-client';
import { notify } from './notifications';
import { browserTimeZone } from './today';

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
    getToken: () => getAccount()?.token,
    getLanguage: getApiLanguage,
    getTimeZone: browserTimeZone,
    isOnline: () => navigator.onLine,
    isLoggingOut: () => window.location.pathname === '/logout',
    onUnauthorized: () => unauthorized(),
    onNotify: (notification) => {
      if (notification.kind === 'request-error')
        notify({ title: 'errors.requestErrorTitle', message: 'errors.requestErrorMessage' });
      else if (notification.kind === 'api-error')
        notify({
          title: 'errors.apiErrorTitle',
          message: 'errors.apiErrorMessage',
          values: { status: notification.status },
        });
      else notify({ title: 'errors.anErrorOccurred', message: 'errors.noResponse' });
    },
    ...(store ? { cache: { store, appVersion: __APP_VERSION__ } } : {}),
  });
  return { client, run: toPromise, toAppError };
}
