/**
 * The routes' error element, loaded only when a route fails: its words, the gate blockers, the refusal
 * texts and the error catalogue stay out of the first page's code (and out of the app's first load).
 * {@link RouteError} renders ./route-error.tsx once its chunk is in; when the chunk itself cannot load
 * (the network is gone), it says the app is offline, as ./route-error.tsx does for a call that failed so.
 */
import { Button, Card } from '@attune/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const Loaded = lazy(() =>
  import('./route-error').then(
    (m) => ({ default: m.RouteError }),
    () => ({ default: Offline }),
  ),
);

/** The error element of every route with data (see ./route-error.tsx). */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}

/** The offline error, as ./route-error.tsx words it. */
function Offline() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <Card render={<section role="alert" />}>
        <h1>{t('nav.offlineTitle')}</h1>
        <p>{t('nav.offlineMessage')}</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('nav.tryAgain')}
        </Button>
      </Card>
    </div>
  );
}
