/**
 * The root of every page: skip link, the header the route asks for, the main area, notifications,
 * offline notice, update toast and cookie prompt. Keeps the last 10 routes, tells the native app about
 * route changes and resets the scroll on navigation (except with a dialog open or when returning to a
 * content piece).
 */

import { describeError } from '@attune/core/rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useMatches,
  useNavigationType,
  useRouteError,
} from 'react-router';
import { PageNotFound } from '../../features/misc/routes/not-found';
import { appErrorOf, isOffline } from '../../lib/api-client';
import { sendToNative } from '../../lib/bridge';
import {
  browserSessionId,
  definedParams,
  pushVisit,
  readRouteHistory,
  writeRouteHistory,
} from '../../lib/route-history';
import { mergedHandle } from '../../lib/route-meta';
import { CookiePrompt } from '../shell/cookie-prompt';
import { DashboardHeader } from '../shell/dashboard-header';
import { Notifications } from '../shell/notifications';
import { OfflineNotice } from '../shell/offline-notice';
import { UpdateToast } from '../shell/update-toast';

function useRouteTracking() {
  const location = useLocation();
  const matches = useMatches();
  const navigationType = useNavigationType();
  const handle = mergedHandle(matches);
  const name = handle.name ?? 'unknown';
  const first = useRef(true);

  useEffect(() => {
    const last = matches[matches.length - 1];
    const history = pushVisit(readRouteHistory(), {
      name,
      path: location.pathname + location.search,
      params: definedParams(last?.params ?? {}),
      timestamp: new Date().toISOString(),
      sessionID: browserSessionId(),
    });
    writeRouteHistory(history);
    sendToNative({ type: 'routeChange', path: location.pathname, name });
    // the native tab bar hides while a session item is open
    sendToNative({ type: 'tabs', visible: !name.endsWith('item-view') });
    if (import.meta.env.DEV) console.debug('[route]', name, location.pathname);
  }, [location.pathname, location.search, name, matches]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll resets on every change of page (pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const dialogOpen = document.querySelector('dialog[open]') !== null;
    const returningToPiece = navigationType === 'POP' && handle.contentPiece === true;
    if (!dialogOpen && !returningToPiece) window.scrollTo(0, 0);
  }, [location.pathname, navigationType, handle.contentPiece]);
}

export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = mergedHandle(matches);
  useRouteTracking();
  return (
    <>
      <a className="at-skip-link" href="#main">
        {t('skipLink.label')}
      </a>
      <OfflineNotice />
      {handle.header === 'none' ? null : <DashboardHeader />}
      <main id="main" tabIndex={-1} className="web-main">
        <Outlet />
      </main>
      <Notifications />
      <UpdateToast />
      {handle.sandboxed ? null : <CookiePrompt />}
    </>
  );
}

/**
 * Errors of any page: not found (404, someone else's child), offline, or what the error catalogue says of
 * the failed call ('API Error (500)' / 'There was an error with the API request.', mapped once by
 * `toAppError` and worded by core's `describeError`).
 */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = isOffline(error);
  const failure = appErrorOf(error);
  const described = failure ? describeError(failure) : null;
  const title = described?.titleKey
    ? t(described.titleKey, described.values)
    : t('errors.somethingWentWrong');
  const message = described?.messageKey ? t(described.messageKey, described.values) : t('errors.noResponse');
  return (
    <>
      <a className="at-skip-link" href="#main">
        {t('skipLink.label')}
      </a>
      <OfflineNotice />
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="web-main">
        {notFound ? (
          <PageNotFound />
        ) : (
          <div className="web-page web-page--narrow">
            <section className="web-card">
              <h1>{offline ? t('nav.offlineTitle') : title}</h1>
              <p>{offline ? t('nav.offlineMessage') : message}</p>
              <button
                type="button"
                className="at-button at-button--primary at-button--md"
                onClick={() => window.location.reload()}
              >
                {t('nav.tryAgain')}
              </button>
            </section>
          </div>
        )}
      </main>
    </>
  );
}
