/**
 * Route guards, run as loaders before a page renders.
 */
import { guardRoute, hasSubscriptionAccess, unreadNotificationCount } from '@attune/core/rules';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../config/paths';
import { getAccount, setAccount } from '../lib/account';
import { call, isApiError } from '../lib/api-client';
import { type AppData, subscriptionIds } from '../lib/app-data';
import { today } from '../lib/family-day';

/** The full path (path, query and hash) of a request, as the `redirect` query keeps it. */
export function fullPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

/** A logged-out-only route requested while logged in goes home. */
export function loggedOutOnlyLoader({ request }: LoaderFunctionArgs) {
  const decision = guardRoute(
    { fullPath: fullPath(request), meta: { loggedOutOnly: true } },
    { loggedIn: getAccount() !== null, accountFinished: false, hasSubscription: false },
  );
  if (decision.kind === 'redirect') return redirect(paths.app.home.getHref());
  return null;
}

/**
 * The authenticated area: logged out goes to log in with the full path in `redirect`. Refreshes the
 * account (so a confirmation made elsewhere counts) and works out the subscription.
 */
export async function appLoader({ request }: LoaderFunctionArgs): Promise<AppData | Response> {
  const account = getAccount();
  const decision = guardRoute(
    { fullPath: fullPath(request), meta: { requiresAuth: true } },
    { loggedIn: account !== null, accountFinished: false, hasSubscription: false },
  );
  if (decision.kind === 'redirect' && decision.to === 'login')
    return redirect(paths.login.getHref(decision.redirect));
  if (!account) return redirect(paths.login.getHref(fullPath(request)));
  const host = new URL(request.url).hostname;
  try {
    const [user, children, purchases, products, notifications] = await Promise.all([
      call((api) => api.getCurrentUser(), request.signal),
      call((api) => api.listPatients(), request.signal),
      call((api) => api.listPurchases(), request.signal),
      call((api) => api.listProducts(), request.signal),
      call((api) => api.listNotifications(), request.signal),
    ]);
    const refreshed = { ...account, ...user, token: account.token };
    setAccount(refreshed);
    // The server's rule on the family's day: a trial or a paid month that has ended no longer counts.
    const subscribed = hasSubscriptionAccess(user, purchases, subscriptionIds(products), host, today());
    return {
      account: refreshed,
      user,
      children,
      purchases,
      products,
      subscribed,
      unreadNotifications: unreadNotificationCount(notifications),
    };
  } catch (error) {
    // The client has already sent the family to logout; the page never renders.
    if (isApiError(error) && error._tag === 'Unauthorized')
      return redirect(paths.logout.getHref(fullPath(request), true));
    throw error;
  }
}
