/**
 * The error element of every route with data: a loader (or an action) that failed shows, in place of the
 * page, the error catalogue's words for it (core's `describeError` of `appErrorOf`, e.g. 'API Error (500)' /
 * 'There was an error with the API request.'); a missing page or child shows page-not-found; offline says so.
 */
import { describeError } from '@attune/core/rules';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageNotFound } from '../../features/misc/routes/not-found';
import { appErrorOf, isApiError } from '../../lib/api-client';
import { GateBlocker, gateBlockerOf } from '../../lib/gate-blocker';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  // The server's gate refused the page's data: the blocker it names, as the route guards show it.
  const blocker = gateBlockerOf(error);
  if (blocker)
    return (
      <div className="web-page web-page--narrow">
        <GateBlocker kind={blocker} />
      </div>
    );
  const offline = isApiError(error) && error._tag === 'Offline';
  // A failure that is not a call's (a page's code that did not load) reads as the catalogue's load error.
  const description = describeError(isApiError(error) ? appErrorOf(error) : { kind: 'load-error' });
  const title = offline ? 'nav.offlineTitle' : (description.titleKey ?? 'errors.somethingWentWrong');
  const message = offline
    ? t('nav.offlineMessage')
    : (description.verbatim ?? t(description.messageKey ?? 'errors.pleaseTryAgain', description.values));
  return (
    <div className="web-page web-page--narrow">
      <section className="web-card" role="alert">
        <h1>{t(title, description.values)}</h1>
        <p>{message}</p>
        <button
          type="button"
          className="at-button at-button--primary at-button--md"
          onClick={() => window.location.reload()}
        >
          {t('nav.tryAgain')}
        </button>
      </section>
    </div>
  );
}
