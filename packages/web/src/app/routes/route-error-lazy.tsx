/**
 * The routes' error element, loaded when a route fails (its words, the gate blockers and the error catalogue
 * stay out of the first page's code): {@link RouteError} renders ./route-error.tsx once its chunk is in.
 * {@link preloadRouteError} brings the chunk early (the app calls it once idle, or at the visitor's first
 * intent on a prerendered page), so an error shown later, offline too, finds it there.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const load = () => import('./route-error');

/** Starts loading the error element's chunk (kept by the browser for when a route fails). */
export function preloadRouteError(): void {
  void load().catch(() => undefined);
}

const Loaded = lazy(() =>
  load().then(
    (m) => ({ default: m.RouteError }),
    // the chunk itself did not load (offline before it was ever fetched): the offline words
    () => ({ default: Unloaded }),
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

function Unloaded() {
  const { t } = useTranslation();
  return (
    <div className="web-page web-page--narrow">
      <section role="alert">
        <h1>{t('nav.offlineTitle')}</h1>
        <p>{t('nav.offlineMessage')}</p>
      </section>
    </div>
  );
}
