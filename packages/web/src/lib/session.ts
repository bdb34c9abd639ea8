/**
 * Logging in and out. Log in stores the account and clears the route history and non-persistent
 * notifications; log out clears the account, purchases, wait list, test groups, non-persistent
 * notifications and every store the app keeps (session storage, the query cache).
 */
import { type Account, setAccount } from './account';
import { cancelAllRequests, clearApiCache } from './api-client';
import { clearTransientNotifications } from './notifications';
import { clearRouteHistory } from './route-history';

/** Drops what the visit kept in session storage (wait list, test groups and the like). */
function clearSessionStorage(): void {
  try {
    sessionStorage.clear();
  } catch {
    // no storage
  }
}

export function logIn(account: Account): void {
  setAccount(account);
  clearRouteHistory();
  clearTransientNotifications();
}

export function logOut(): void {
  cancelAllRequests();
  setAccount(null);
  clearSessionStorage();
  // purchases, products and every cached list live in the one query cache
  clearApiCache();
  clearRouteHistory();
  clearTransientNotifications();
}
