/**
 * The error element of every route with data: a loader (or an action) that failed shows, in place of the
 * page, the error catalogue's words for it (core's `describeError` of `appErrorOf`, e.g. 'API Error (500)' /
 * 'There was an error with the API request.'); a missing page or child shows page-not-found; offline says so.
 */
import { describeError } from '@attune/core/rules';
import { Button, Card } from '@attune/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageNotFound } from '../../features/misc/routes/not-found';
import { isApiError } from '../../lib/api-client';
import { GateBlocker, gateBlockerOf } from '../../lib/gate-blocker';
import { type Failure, failureOf, useFailureMessage } from '../../lib/refusal';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const failureMessage = useFailureMessage();
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
  // A failure that is not a call's (a page's code that did not load) reads as the catalogue's load error;
  // a refusal in its reason's words (a 422's field message, the server's reason), a 5xx in the catalogue's.
  const failure: Failure = isApiError(error)
    ? failureOf(error)
    : { error: { kind: 'load-error' }, fields: {} };
  const description = describeError(failure.error);
  const title = offline ? 'nav.offlineTitle' : (description.titleKey ?? 'errors.somethingWentWrong');
  const message = offline
    ? t('nav.offlineMessage')
    : (failureMessage(failure) ?? t('errors.apiErrorMessage'));
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section role="alert" />}>
        <h1>{t(title, description.values)}</h1>
        <p>{message}</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('nav.tryAgain')}
        </Button>
      </Card>
    </div>
  );
}
